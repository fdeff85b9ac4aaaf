import type { UserRole } from '@ninetonine/contract/core';
const PROBE_ORIGIN = 'https://ninetonine.invalid';
/** Pages a sign-in should never bounce back to (they would just sign in again). */
const AUTH_PAGES = ['/signin', '/signup'];

/**
 * The in-app path a "back to where you were" redirect may go to, or the fallback.
 * Only same-site relative paths pass: `//evil.com`, `/\evil.com`, `https:…`, `javascript:…` and
 * anything with control characters (which URL parsers silently drop) are refused.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || raw.length > 2048 || !raw.startsWith('/')) return fallback;
  // A backslash counts as a slash in browsers' URL parsing; control characters are stripped.
  // eslint-disable-next-line no-control-regex
  if (raw.startsWith('//') || /[\\\u0000-\u001F\u007F]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (AUTH_PAGES.includes(url.pathname.replace(/\/+$/, '') || '/')) return fallback;
  // Judge what is returned, not only what came in: dot segments can normalise `/.//evil.example`
  // into the protocol-relative `//evil.example`, which a browser would leave the site for.
  if (url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a sign-in lands when it was not sent from a page: the kitchen starts its shift at the
 * board, the owner at the dashboard, a customer at the menu (issue 34, item 16).
 */
export function homeFor(role: UserRole | undefined): string {
  if (role === 'staff') return '/admin/orders';
  if (role === 'admin') return '/admin';
  return '/';
}

/** `page` (an auth page), carrying a checked `redirect` along unless it is the home page. */
export function withRedirect(page: string, redirect: string): string {
  return redirect === '/' ? page : `${page}?redirect=${encodeURIComponent(redirect)}`;
}

/** The sign-in page that returns to `path` afterwards. */
export function signInPathFor(path: string): string {
  return withRedirect('/signin', safeRedirectPath(path));
}
