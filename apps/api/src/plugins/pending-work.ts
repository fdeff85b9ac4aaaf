import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** What must be finished before the app has closed (decision 0076). */
    pendingWork: PendingWork;
  }
}

export interface PendingWork {
  /**
   * `finish` runs once, when the app closes, after the requests in flight have been answered
   * (so what they started or queued is finished too), while the database is still open.
   */
  add(name: string, finish: () => Promise<void>): void;
  /** The pieces registered, in order (what a shutdown waits for). */
  readonly names: readonly string[];
  /** The pieces still finishing now: the shutdown's deadline message names them. */
  unfinished(): string[];
}

/**
 * The one registry of "finish pending work on shutdown": background passes (the mail queue, the
 * payment reconciliation, the session sweep) and work started after an answer (push sends)
 * register here instead of each adding its own close hook; the app's close awaits them all at
 * once, and a piece that fails is logged without holding up the others.
 */
export default fp(
  async function pendingWork(app: FastifyInstance) {
    const pieces: { name: string; finish: () => Promise<void> }[] = [];
    const finishing = new Set<string>();
    app.decorate('pendingWork', {
      add(name: string, finish: () => Promise<void>) {
        pieces.push({ name, finish });
      },
      get names() {
        return pieces.map((p) => p.name);
      },
      unfinished: () => [...finishing],
    });
    // onClose hooks run after the server stopped taking requests and the ones in flight ended.
    app.addHook('onClose', async () => {
      await Promise.all(
        pieces.map(async ({ name, finish }) => {
          finishing.add(name);
          try {
            await finish();
          } catch (err) {
            app.log.error({ err, work: name }, `${name} could not finish before closing`);
          } finally {
            finishing.delete(name);
          }
        }),
      );
    });
  },
  { name: 'pending-work' },
);
