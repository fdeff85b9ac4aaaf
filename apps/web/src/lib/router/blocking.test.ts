import { describe, expect, it } from 'vitest';
import { createBrowserRouter } from './browser-router';
import { fakeWindow } from './fake-window';
import type { RouteObject } from './route-matching';

const Page = () => null;
const routes: RouteObject[] = [{ path: '*', Component: Page }];

/** A router on a fresh tab at /, and the tab. */
function formRouter() {
  const win = fakeWindow('/');
  return { win, router: createBrowserRouter(routes, { window: win }) };
}

describe('navigation blocking (useBlocker)', () => {
  it('holds a link until the blocker proceeds, then goes where it was going', async () => {
    const { win, router } = formRouter();
    await router.navigate('/form');
    router.getBlocker('form', () => true);
    const moving = router.navigate('/menu', { state: { from: 'form' } });
    const blocker = router.state.blockers.get('form')!;
    expect(blocker).toMatchObject({ state: 'blocked', location: { pathname: '/menu' } });
    expect(router.state.location.pathname).toBe('/form');

    blocker.proceed!();
    expect(router.state.blockers.get('form')?.state).not.toBe('blocked');
    await moving;
    expect(router.state.location).toMatchObject({ pathname: '/menu', state: { from: 'form' } });
    expect(router.state.blockers.get('form')?.state).toBe('unblocked');
    expect(win.entries.map((e) => e.url)).toEqual(['/', '/form', '/menu']);
  });

  it('stays on the page when the blocker is reset, and asks again next time', async () => {
    const { win, router } = formRouter();
    await router.navigate('/form');
    let asked = 0;
    router.getBlocker('form', ({ currentLocation, nextLocation, historyAction }) => {
      asked++;
      expect(currentLocation.pathname).toBe('/form');
      expect(nextLocation.pathname).toBe('/menu');
      expect(historyAction).toBe('PUSH');
      return true;
    });
    const moving = router.navigate('/menu');
    router.state.blockers.get('form')!.reset!();
    await moving;
    expect(router.state.location.pathname).toBe('/form');
    expect(router.state.blockers.get('form')?.state).toBe('unblocked');
    expect(win.entries.map((e) => e.url)).toEqual(['/', '/form']);

    void router.navigate('/menu');
    expect(asked).toBe(2);
    expect(router.state.blockers.get('form')?.state).toBe('blocked');
  });

  it('undoes a back press it holds, and goes back when the blocker proceeds', async () => {
    const { win, router } = formRouter();
    await router.navigate('/menu');
    await router.navigate('/form');
    router.getBlocker('form', ({ historyAction }) => historyAction === 'POP');
    win.go(-1);
    expect(router.state.location.pathname).toBe('/form');
    expect(win.location.pathname).toBe('/form');
    const blocker = router.state.blockers.get('form')!;
    expect(blocker).toMatchObject({ state: 'blocked', location: { pathname: '/menu' } });

    blocker.proceed!();
    await Promise.resolve();
    expect(win.location.pathname).toBe('/menu');
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.blockers.get('form')?.state).toBe('unblocked');
  });

  it('blocks nothing once the blocker is deleted or says no', async () => {
    const { router } = formRouter();
    let dirty = false;
    router.getBlocker('form', () => dirty);
    await router.navigate('/menu');
    expect(router.state.location.pathname).toBe('/menu');
    dirty = true;
    router.deleteBlocker('form');
    await router.navigate('/cart');
    expect(router.state.location.pathname).toBe('/cart');
    expect(router.state.blockers.has('form')).toBe(false);
  });
});
