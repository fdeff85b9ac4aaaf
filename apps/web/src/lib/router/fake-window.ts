import type { BrowserWindow } from './browser-router';

/** The history API of one tab, in memory (the router's unit tests): popstate on go(). */
export function fakeWindow(start = '/') {
  const entries: { url: string; state: unknown }[] = [{ url: start, state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  const here = () => new URL(entries[index]!.url, 'http://shop.test');
  const win: BrowserWindow & { go(delta: number): void; entries: typeof entries } = {
    entries,
    location: {
      get pathname() {
        return here().pathname;
      },
      get search() {
        return here().search;
      },
      get hash() {
        return here().hash;
      },
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state, _unused, url) {
        entries.splice(index + 1, Infinity, { url, state });
        index++;
      },
      replaceState(state, _unused, url) {
        entries[index] = { url, state };
      },
      go: (delta) => win.go(delta),
    },
    scrollY: 0,
    addEventListener: (_type, listener) => void listeners.add(listener),
    go(delta) {
      index += delta;
      listeners.forEach((l) => l());
    },
  };
  return win;
}
