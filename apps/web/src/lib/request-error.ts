import { errorMessage, isApiError } from './api-client';

/**
 * A request that failed, as the pages show it: the server's message or the fallback
 * (docs/storefront-contract.md#fallback-messages), and the HTTP status. The catalog's and the
 * orders' queries and mutations all fail with it.
 */
export class RequestError extends Error {
  readonly status: number | null;

  constructor(cause: unknown, fallback: string) {
    super(errorMessage(cause, fallback), { cause });
    this.name = 'RequestError';
    this.status = isApiError(cause) ? (cause.response?.status ?? null) : null;
  }
}

/** Runs a request and turns any failure into a RequestError with the given fallback. */
export async function requestOr<T>(fallback: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new RequestError(error, fallback);
  }
}

/** The server answered that the thing asked for is not there (an unknown or malformed id). */
export const isMissing = (error: unknown) =>
  error instanceof RequestError && (error.status === 404 || error.status === 400);

/**
 * The one retry (docs/storefront-contract.md#constants), but not for "not there": asking again
 * gives the same answer.
 */
export const retryUnlessMissing = (failureCount: number, error: Error) =>
  failureCount < 1 && !isMissing(error);
