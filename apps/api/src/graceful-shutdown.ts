import type { FastifyInstance } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Stops the server in order, by a deadline (decision 0056): ready answers 503 at once while
 * everything is still served for `delayMs` (a balancer's health check takes the instance out),
 * then the app closes: streams are told to reconnect, no new connection is taken, idle keep-alive
 * connections close, requests in flight finish, then the registered pending work (the mail
 * queue's last pass, push sends, background passes: decision 0076); then the database and the
 * event carrier close.
 * Whatever still hangs at `timeoutMs`, the process exits then, saying what it was waiting for.
 */
export function stopGracefully(opts: {
  app: FastifyInstance;
  delayMs: number;
  timeoutMs: number;
  /** Runs first: what must not outlive the decision to stop (the local control file). */
  onStop?: () => void;
  closeDatabase: () => Promise<void>;
}): (reason: string) => void {
  const { app } = opts;
  let stopping = false;
  let step = 'telling the balancer';

  const openConnections = () =>
    new Promise<number>((resolve) => app.server.getConnections((_err, n) => resolve(n ?? 0)));

  return (reason) => {
    if (stopping) {
      // Ctrl+C reaches both `npm start` and us, and `npm start` passes it on: not a second stop.
      app.log.info({ reason }, 'already shutting down');
      return;
    }
    stopping = true;
    const deadline = setTimeout(() => {
      // Once the requests are answered, the registered pending work (plugins/pending-work.ts).
      const unfinished = app.pendingWork.unfinished();
      const doing = unfinished.length ? `finishing ${unfinished.join(', ')}` : step;
      void openConnections().then((open) => {
        app.log.error(
          { reason, step: doing, openConnections: open, timeoutMs: opts.timeoutMs },
          `shutdown deadline passed while ${doing} (${open} connection(s) still open): exiting`,
        );
        process.exit(1);
      });
    }, opts.timeoutMs);
    app.log.info({ reason, delayMs: opts.delayMs, timeoutMs: opts.timeoutMs }, 'shutting down');
    opts.onStop?.();
    app.draining.begin();
    void (async () => {
      await delay(opts.delayMs);
      step = 'finishing requests in flight';
      await app.close();
      step = 'closing the database';
      await opts.closeDatabase();
      clearTimeout(deadline);
      app.log.info({ reason }, 'stopped');
      process.exit(0);
    })().catch((err: unknown) => {
      app.log.error({ err, step }, 'shutdown failed');
      process.exit(1);
    });
  };
}
