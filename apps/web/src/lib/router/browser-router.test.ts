import { describe, expect, it, vi } from 'vitest';
import { createBrowserRouter } from './browser-router';
import { fakeWindow } from './fake-window';
import type { RouteObject } from './route-matching';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Page = () => null;

describe('the browser router', () => {
  it('keeps the current page while the next one loads, then moves the address and the page', async () => {
    const chunk = deferred();
    const routes: RouteObject[] = [
      { index: true, Component: Page },
      { path: 'about', lazy: () => chunk.promise.then(() => ({ Component: Page })) },
    ];
    const win = fakeWindow('/');
    const router = createBrowserRouter(routes, { window: win });
    const moving = router.navigate('/about?x=1', { state: { from: 'home' } });
    expect(router.state.navigation).toMatchObject({
      state: 'loading',
      location: { pathname: '/about' },
    });
    expect(router.state.location.pathname).toBe('/');
    expect(win.entries).toHaveLength(1);

    chunk.resolve();
    await moving;
    expect(router.state.location).toMatchObject({
      pathname: '/about',
      search: '?x=1',
      state: { from: 'home' },
    });
    expect(router.state.navigation.state).toBe('idle');
    expect(win.entries.map((e) => e.url)).toEqual(['/', '/about?x=1']);
    expect(routes[1]!.Component).toBe(Page);
  });

  it('lets the later of two navigations win, whichever chunk arrives first', async () => {
    const slow = deferred();
    const routes: RouteObject[] = [
      { index: true, Component: Page },
      { path: 'slow', lazy: () => slow.promise.then(() => ({ Component: Page })) },
      { path: 'fast', Component: Page },
    ];
    const win = fakeWindow('/');
    const router = createBrowserRouter(routes, { window: win });
    const first = router.navigate('/slow');
    await router.navigate('/fast');
    slow.resolve();
    await first;
    expect(router.state.location.pathname).toBe('/fast');
    expect(win.entries.map((e) => e.url)).toEqual(['/', '/fast']);
  });

  it('shows the failed page as an error of its route, and tries its chunk again next time', async () => {
    let attempts = 0;
    const routes: RouteObject[] = [
      { index: true, Component: Page },
      {
        path: 'about',
        lazy: async () => {
          if (++attempts === 1) throw new Error('chunk failed');
          return { Component: Page };
        },
      },
    ];
    const router = createBrowserRouter(routes, { window: fakeWindow('/') });
    await router.navigate('/about');
    expect(router.state.location.pathname).toBe('/about');
    expect(router.state.loadError).toMatchObject({
      route: routes[1],
      error: new Error('chunk failed'),
    });
    await router.navigate('/');
    await router.navigate('/about');
    expect(router.state.loadError).toBeNull();
    expect(attempts).toBe(2);
  });

  it('loads the start page when the app started without it, and shows its error if it fails', async () => {
    const chunk = deferred();
    let attempts = 0;
    const routes: RouteObject[] = [
      {
        path: 'help',
        lazy: () => {
          attempts++;
          return chunk.promise.then(() => ({ Component: Page }));
        },
      },
    ];
    const router = createBrowserRouter(routes, { window: fakeWindow('/help') });
    expect(attempts).toBe(1);
    const seen: unknown[] = [];
    router.subscribe(() => seen.push(router.state.loadError));
    chunk.reject(new Error('offline'));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(router.state.loadError).toMatchObject({ route: routes[0], error: new Error('offline') });

    const loading = createBrowserRouter([{ path: '*', lazy: async () => ({ Component: Page }) }], {
      window: fakeWindow('/help'),
    });
    await vi.waitFor(() => expect(loading.state.matches[0]!.route.Component).toBe(Page));
    expect(loading.state.loadError).toBeNull();
  });

  it('saves the scroll of the page left, and gives it back on back, not on a new visit', async () => {
    const routes: RouteObject[] = [{ path: '*', Component: Page }];
    const win = fakeWindow('/menu');
    const router = createBrowserRouter(routes, { window: win });
    const positions: Record<string, number> = {};
    router.enableScrollRestoration(positions);
    win.scrollY = 900;
    await router.navigate('/about');
    expect(router.state.restoreScrollPosition).toBeNull();
    win.scrollY = 0;
    win.go(-1);
    await Promise.resolve();
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.restoreScrollPosition).toBe(900);
  });

  it('replaces the entry for a link to the address shown, and keeps the scroll when asked', async () => {
    const win = fakeWindow('/menu?page=2');
    const router = createBrowserRouter([{ path: '*', Component: Page }], { window: win });
    await router.navigate('/menu?page=2');
    expect(win.entries).toHaveLength(1);
    await router.navigate('?page=3', { preventScrollReset: true });
    expect(win.entries.map((e) => e.url)).toEqual(['/menu?page=2', '/menu?page=3']);
    expect(router.state.preventScrollReset).toBe(true);
  });

  it('leaves the scroll alone at start on a server-rendered page', () => {
    const win = fakeWindow('/menu');
    const kept = createBrowserRouter([{ path: '*', Component: Page }], {
      window: win,
      keepScroll: true,
    });
    expect(kept.state.restoreScrollPosition).toBe(false);
    const fresh = createBrowserRouter([{ path: '*', Component: Page }], { window: win });
    expect(fresh.state.restoreScrollPosition).toBeNull();
  });
});
