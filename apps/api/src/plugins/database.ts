import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Shares the already-open database; whoever opened it closes it. */
export default fp(
  async function database(app: FastifyInstance, opts: { handle: DatabaseHandle }) {
    app.decorate('database', opts.handle);
    app.decorate('db', opts.handle.db);
  },
  { name: 'database' },
);
