import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies as many HTTP clients send them: an empty body with `Content-Type:
 * application/json` (a DELETE, a GET, a bodiless POST) is no body, not a 400. Anything else goes
 * through Fastify's own parser, with its prototype-poisoning protection.
 */
export default fp(
  async function jsonBody(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
