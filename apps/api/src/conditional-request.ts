/**
 * Whether an If-None-Match header names this ETag, so the answer is a 304. It compares weakly
 * (RFC 9110 13.1.2): W/"x" matches "x"; `*` matches any.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((candidate) => opaque(candidate.trim()) === wanted);
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
