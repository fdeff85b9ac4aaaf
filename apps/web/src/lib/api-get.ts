import { apiClient } from './api-client';
import { toQueryParams } from './query-params';
import { requestOr } from './request-error';

/**
 * A query's read of GET `path` (one shape for the reads the query cache owns): the part of the
 * answer `pick` takes, or a RequestError with the server's message or `fallback`.
 */
export const getFrom =
  <Answer, T>(path: string, fallback: string, pick: (answer: Answer) => T) =>
  ({ signal }: { signal?: AbortSignal }): Promise<T> =>
    requestOr(fallback, async () => pick((await apiClient.get<Answer>(path, { signal })).data));

/** `pick` for an answer that is the whole resource. */
export const whole = <T>(answer: T): T => answer;

/** GET `path` with a list query as its params (see toQueryParams): the answer. */
export async function getWithQuery<Answer>(
  path: string,
  query: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<Answer> {
  const { data } = await apiClient.get<Answer>(path, { params: toQueryParams(query), signal });
  return data;
}
