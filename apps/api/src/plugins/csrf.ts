import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/**
 * Cookies are SameSite, and on top of that every state-changing API call must carry a custom
 * header (which a cross-site form cannot send and cross-site scripts cannot add without a CORS
 * preflight we never grant) and, when the browser sends an Origin, come from our own origin.
 */
export default fp(
  async function csrf(app: FastifyInstance, opts: { allowedOrigins: string[] }) {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
        throw new HttpError(
          403,
          'This request was blocked for your security. Please reload the page and try again.',
          'CSRF',
        );
      }
      const origin = request.headers.origin;
      if (origin === undefined) return;
      const own = `${request.protocol}://${request.host}`;
      if (origin !== own && !opts.allowedOrigins.includes(origin)) {
        throw new HttpError(403, 'Requests from other sites are not allowed.', 'CSRF');
      }
    });
  },
  { name: 'csrf' },
);
