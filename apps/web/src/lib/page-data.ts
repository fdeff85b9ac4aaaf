import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { serializeParams } from './api-transport';

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

/**
 * A query a server-rendered page starts with (decision 0043): the API request whose answer fills
 * it, the key the page reads it under, and how the answer becomes what that query caches.
 */
export interface PageQuery {
  request: string;
  queryKey: QueryKey;
  fromAnswer: (answer: unknown) => unknown;
}

/** An API request as the fetch client sends it: the path, then the params in their order. */
export function requestOf(path: string, params: Record<string, string> = {}): string {
  const query = serializeParams(params);
  return query ? `${path}?${query}` : path;
}

/**
 * Puts the page's answers into the cache under its queries' keys, so the first render already
 * shows them (decision 0022). A query whose answer is not in the page fetches as usual.
 */
export function seedPageQueries(
  queryClient: QueryClient,
  queries: readonly PageQuery[],
  data: PageData,
) {
  for (const { request, queryKey, fromAnswer } of queries) {
    const answer = data.get(request);
    if (answer !== undefined) queryClient.setQueryData(queryKey, fromAnswer(answer));
  }
}
