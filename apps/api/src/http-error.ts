import { ErrorCode } from '@ninetonine/contract';

/** An expected failure with a status and a message the client may show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    /** Fields a route's error schema documents beyond `{ message, code }` (rare: a challenge). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: ErrorCode) => new HttpError(400, message, code);
export const unauthorized = (
  message = 'Please sign in to continue',
  code: ErrorCode = ErrorCode.Unauthorized,
) => new HttpError(401, message, code);
export const forbidden = (
  message = 'You are not allowed to do that',
  code: ErrorCode = ErrorCode.Forbidden,
) => new HttpError(403, message, code);
export const notFound = (message: string, code: ErrorCode = ErrorCode.NotFound) =>
  new HttpError(404, message, code);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, code);
export const serviceUnavailable = (message: string, code?: ErrorCode) =>
  new HttpError(503, message, code);

function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 saying how long to wait; the error handler sends the wait as Retry-After too. */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`,
      ErrorCode.RateLimited,
    );
  }
}
