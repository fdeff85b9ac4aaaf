import { ErrorCode } from '@ninetonine/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, TooManyAttempts } from '../http-error';
import { isDatabaseUnavailable } from '../db/errors';

/**
 * A validation failure as the person reads it: the first issue's message, which the contract's
 * error map (contract issue-messages.ts, decision 0051) already makes a sentence naming the field,
 * or the schema's own text where the spec fixes one.
 */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first?.message) return first.message;
  }
  return error.message || 'Invalid request';
}

/**
 * A failed query as it may be logged: its SQL and the database's own message, never its bound
 * values (password hashes, emails, tokens). Drizzle puts them in `params` and in the message.
 */
export function withoutQueryParameters(error: unknown): unknown {
  const e = error as { message?: unknown; query?: unknown; params?: unknown; cause?: unknown };
  if (!e || typeof e !== 'object' || !('params' in e)) return error;
  // The database's own message and detail may quote values too ("Key (email)=(…)"): keep only
  // what names the failure.
  const cause = e.cause as Record<string, unknown> | undefined;
  return {
    type: 'DatabaseQueryError',
    message: String(e.message ?? '').split('\nparams:')[0],
    query: typeof e.query === 'string' ? e.query : undefined,
    cause: cause
      ? { code: cause.code, constraint: cause.constraint, table: cause.table, column: cause.column }
      : undefined,
  };
}

/**
 * The one error handler: every failure leaves as `{ message, code? }`; expected failures keep
 * their status, anything unexpected is logged and answered with a generic 500.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error instanceof TooManyAttempts) reply.header('retry-after', error.retryAfterSeconds);
        return reply
          .status(error.statusCode)
          .send(
            error.code
              ? { message: error.message, code: error.code, ...error.extra }
              : { message: error.message },
          );
      }
      if (error.validation) {
        return reply
          .status(400)
          .send({ message: describeValidation(error), code: ErrorCode.ValidationFailed });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 429) {
          return reply
            .status(429)
            .send({ message: error.message || 'Too many requests', code: ErrorCode.RateLimited });
        }
        // Fastify's own codes (FST_ERR_CTP_EMPTY_JSON_BODY…) are not part of the contract.
        return reply
          .status(status)
          .send({ message: error.message || 'Bad request', code: ErrorCode.BadRequest });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn(
          { err: withoutQueryParameters(error) },
          'database unavailable (statement timeout, restart or connection lost)',
        );
        return reply.status(503).header('retry-after', '5').send({
          message: 'We are busy right now. Please try again in a moment.',
          code: ErrorCode.Unavailable,
        });
      }
      request.log.error({ err: withoutQueryParameters(error) }, 'unhandled error');
      return reply.status(500).send({
        message: 'Something went wrong on our side. Please try again.',
        code: ErrorCode.Internal,
      });
    });
  },
  { name: 'error-handler' },
);
