/**
 * A board switch kept on this device only (sound, notifications, printing): each tablet in the
 * kitchen has its own job. Stored as 'on' / 'off'; nothing stored means `fallback`.
 */
export function deviceSwitch(name: string, fallback: boolean) {
  const key = `ninetonine.board.${name}`;
  return {
    read(): boolean {
      try {
        const stored = localStorage.getItem(key);
        return stored === null ? fallback : stored === 'on';
      } catch {
        return fallback;
      }
    },
    write(on: boolean): void {
      try {
        localStorage.setItem(key, on ? 'on' : 'off');
      } catch {
        // Private mode: the choice lasts until the page closes.
      }
    },
  };
}
