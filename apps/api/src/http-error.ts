/** An expected failure with a status and a message the client may show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Please sign in to continue', code = 'UNAUTHORIZED') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'You are not allowed to do that', code = 'FORBIDDEN') =>
  new HttpError(403, message, code);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, message, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
