import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './route-matching';

const page = (name: string): RouteObject['element'] => name;
// The shape of app/router.tsx: a staff tree, a pathless layout with a pathless error level.
const routes: RouteObject[] = [
  {
    path: 'admin',
    element: page('admin-layout'),
    children: [
      { index: true, element: page('admin-home') },
      { path: 'menu', element: page('admin-menu') },
      { path: 'menu/new', element: page('admin-new') },
      { path: 'menu/:id', element: page('admin-food') },
    ],
  },
  {
    element: page('layout'),
    children: [
      {
        children: [
          { index: true, element: page('home') },
          { path: 'menu', element: page('menu') },
          { path: 'menu/:id', element: page('food') },
          { element: page('private'), children: [{ path: 'accounts', element: page('account') }] },
          { path: '*', element: page('not-found') },
        ],
      },
    ],
  },
];

const shown = (pathname: string) =>
  matchRoutes(routes, pathname)
    ?.map((m) => m.route.element as string)
    .filter(Boolean);
const params = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.params;

describe('matchRoutes, ranked as React Router ranks', () => {
  it('picks the page under its layouts, outermost first', () => {
    expect(shown('/')).toEqual(['layout', 'home']);
    expect(shown('/menu')).toEqual(['layout', 'menu']);
    expect(shown('/accounts')).toEqual(['layout', 'private', 'account']);
    expect(shown('/admin')).toEqual(['admin-layout', 'admin-home']);
  });

  it('prefers a static segment to a parameter, and a parameter to the catch-all', () => {
    expect(shown('/admin/menu/new')).toEqual(['admin-layout', 'admin-new']);
    expect(shown('/admin/menu/42')).toEqual(['admin-layout', 'admin-food']);
    expect(shown('/menu/42')).toEqual(['layout', 'food']);
    expect(shown('/menu/42/more')).toEqual(['layout', 'not-found']);
    expect(shown('/admin/nothing-here')).toEqual(['layout', 'not-found']);
  });

  it('decodes parameters, ignores case and a trailing slash', () => {
    expect(params('/menu/p%C3%A2t%C3%A9')).toEqual({ id: 'pâté' });
    expect(params('/menu/%E0%A4')).toEqual({ id: '%E0%A4' }); // not UTF-8: kept as it came
    expect(shown('/MENU/')).toEqual(['layout', 'menu']);
    expect(params('/no/such/page')).toEqual({ '*': 'no/such/page' });
  });

  it('matches nothing when the table has no catch-all for the address', () => {
    expect(matchRoutes([{ path: 'menu', element: 'menu' }], '/cart')).toBeNull();
  });
});
