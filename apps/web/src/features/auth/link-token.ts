/** The pages mailed links open: their token rides in the fragment (decision 0033). */
const LINK_PAGES = new Set(['/verify-email', '/reset-password', '/invitation']);

/** The token of a mailed link, from the page's fragment (`#token=…`); '' when there is none. */
export function linkTokenIn(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

/**
 * A link mailed before the token moved to the fragment carries it in the query: it moves there
 * before anything else runs, so no history entry, later request or Referer keeps it.
 */
export function moveLinkTokenToFragment(win: {
  location: Pick<Location, 'pathname' | 'search'>;
  history: Pick<History, 'state' | 'replaceState'>;
}): void {
  const { pathname, search } = win.location;
  if (!LINK_PAGES.has(pathname.replace(/\/+$/, ''))) return;
  const query = new URLSearchParams(search);
  const token = query.get('token');
  if (token === null) return;
  query.delete('token');
  const rest = query.size ? `?${query}` : '';
  const fragment = new URLSearchParams({ token });
  win.history.replaceState(win.history.state, '', `${pathname}${rest}#${fragment}`);
}
