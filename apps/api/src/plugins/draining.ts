import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutting down (decision 0056): ready answers 503; everything else is still served. */
    draining: { readonly active: boolean; begin(): void };
  }
}

/**
 * The first step of a graceful shutdown: from `begin()` the readiness check answers 503 so a load
 * balancer stops sending work here, and every answer closes its connection, so keep-alive
 * clients (a proxy's pooled connections included) open their next one where they are sent.
 */
export default fp(
  async function draining(app: FastifyInstance) {
    let active = false;
    app.decorate('draining', {
      get active() {
        return active;
      },
      begin() {
        active = true;
      },
    });
    // Callback-style: every answer passes it, and an async hook costs a promise each time.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (active) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'draining' },
);
