/** The parsed query as a cache key: defaults applied, unset fields out, keys in one order. */
function queryKey(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined) parts.push(`${name}=${JSON.stringify(value)}`);
  }
  return parts.join('&');
}

/** Raw query strings remembered at most (then forgotten at once), and the longest remembered. */
const MAX_REMEMBERED = 500;
const MAX_RAW_LENGTH = 256;

/**
 * getAllFood's cache key by the request's raw query string. The validated query is a function of
 * that string alone, and so is its key: a page read again (the menu's first page is nearly every
 * read) skips copying, sorting and quoting the query (decision 0101). Bounded: a client sending
 * endless distinct queries only costs the work this saves.
 */
export function createPageKeys() {
  const known = new Map<string, string>();
  return {
    of(url: string, query: () => Record<string, unknown>): string {
      const at = url.indexOf('?');
      const raw = at < 0 ? '' : url.slice(at + 1);
      let key = known.get(raw);
      if (key === undefined) {
        key = `all?${queryKey(query())}`;
        if (raw.length <= MAX_RAW_LENGTH) {
          if (known.size >= MAX_REMEMBERED) known.clear();
          known.set(raw, key);
        }
      }
      return key;
    },
  };
}
