import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';

/** Turns a field path and zod message into one readable sentence. */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = error.validationContext ?? 'request';
      return field
        ? `Invalid ${where} field "${field}": ${first.message}`
        : `Invalid ${where}: ${first.message}`;
    }
  }
  return error.message || 'Invalid request';
}

/**
 * The one error handler: every failure leaves as `{ message, code? }`; expected failures keep
 * their status, anything unexpected is logged and answered with a generic 500.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send(
            error.code ? { message: error.message, code: error.code } : { message: error.message },
          );
      }
      if (error.validation) {
        return reply
          .status(400)
          .send({ message: describeValidation(error), code: 'VALIDATION_FAILED' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 429) {
          return reply
            .status(429)
            .send({ message: error.message || 'Too many requests', code: 'RATE_LIMITED' });
        }
        return reply
          .status(status)
          .send({ message: error.message || 'Bad request', code: error.code });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    });
  },
  { name: 'error-handler' },
);
