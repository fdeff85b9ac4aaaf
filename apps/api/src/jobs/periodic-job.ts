/**
 * A background pass run every so often on each API instance (payment reconciliation, the
 * session sweep). A pass never overlaps the previous one on this instance; the work itself must
 * be safe on several instances at once. The timer never keeps the process alive, and `stop`
 * waits for a pass in flight, so closing the app never cuts one in half.
 */
export function createPeriodicJob(opts: {
  run: () => Promise<unknown>;
  /** What a failed pass logs (the next pass retries). */
  onError: (err: unknown) => void;
}) {
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<void> | null = null;

  function tick() {
    running ??= opts
      .run()
      .then(() => undefined, opts.onError)
      .finally(() => (running = null));
  }

  return {
    /**
     * Runs every `seconds` from now on; the first pass after `firstAfterSeconds` (default: one
     * interval), so an instance restarted more often than the interval still gets a pass in.
     */
    start(seconds: number, firstAfterSeconds = seconds) {
      for (const timer of timers) clearTimeout(timer);
      const first = setTimeout(() => {
        tick();
        const every = setInterval(tick, seconds * 1000);
        every.unref();
        timers = [every];
      }, firstAfterSeconds * 1000);
      first.unref();
      timers = [first];
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      await running;
    },
  };
}
