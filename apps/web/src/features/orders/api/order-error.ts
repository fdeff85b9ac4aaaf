import { errorMessage, isApiError } from '@/lib/api-client';

/**
 * An order request that failed: the server's message or the fallback
 * (docs/storefront-contract.md#fallback-messages), and the status.
 */
export class OrderRequestError extends Error {
  readonly status: number | null;

  constructor(cause: unknown, fallback: string) {
    super(errorMessage(cause, fallback), { cause });
    this.name = 'OrderRequestError';
    this.status = isApiError(cause) ? (cause.response?.status ?? null) : null;
  }
}

/** Asking again for an order that is not there (or not ours) gives the same answer. */
export const retryUnlessMissing = (failureCount: number, error: Error) =>
  failureCount < 1 &&
  !(error instanceof OrderRequestError && (error.status === 404 || error.status === 400));
