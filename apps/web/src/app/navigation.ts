import type { Router } from '@/lib/router';

let current: Router | null = null;

/** Remembers the app's router so code outside React (a dead session) can navigate. */
export function registerRouter(router: Router): Router {
  current = router;
  return router;
}

/** In-app navigation from outside React; a full page load if no router is registered. */
export function navigateOutsideReact(to: string) {
  if (current) void current.navigate(to, { replace: true });
  else window.location.assign(to);
}

/** Where the app is, or is about to be (a navigation in flight counts). */
export function currentPath(): string {
  const loc = current?.state.navigation.location ?? current?.state.location ?? window.location;
  return `${loc.pathname}${loc.search}${loc.hash}`;
}
