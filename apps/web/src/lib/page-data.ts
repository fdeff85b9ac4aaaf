/**
 * The API answers the server put in the page (`<script type="application/json" id="page-data">`,
 * data only: the CSP allows no inline script), keyed by API path and query as the page asks for
 * them, e.g. "/foods/getAllFood?page=1&limit=12&sort=popular". Read once, at start-up.
 */
export type PageData = ReadonlyMap<string, unknown>;

export function readPageData(doc: Document | undefined = globalThis.document): PageData {
  const text = doc?.getElementById('page-data')?.textContent;
  if (!text) return new Map();
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    // A broken block costs only the head start: the page asks the API as usual.
    return new Map();
  }
}

/** Splits a page-data key into its path and query parameters. */
export function splitRequest(request: string): { path: string; params: Record<string, string> } {
  const [path = '', query = ''] = request.split('?', 2);
  return { path, params: Object.fromEntries(new URLSearchParams(query)) };
}
