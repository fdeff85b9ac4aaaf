import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import pendingWork from './pending-work';

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('pending work finished on shutdown (one registry)', () => {
  it('closes only once every piece has finished, after the requests in flight, naming what it waits for', async () => {
    const app = Fastify({ logger: false });
    await app.register(pendingWork);
    const order: string[] = [];
    const arrived = gate();
    const request = gate();
    const mail = gate();
    app.get('/slow', async (_request, reply) => {
      arrived.open();
      await request.opened;
      order.push('request answered');
      // As while draining (plugins/draining.ts): the keep-alive connection ends with it.
      return reply.header('connection', 'close').send({ ok: true });
    });
    app.pendingWork.add('mail queue', async () => {
      order.push('mail queue started');
      await mail.opened;
      order.push('mail queue finished');
    });
    app.pendingWork.add('push deliveries', async () => {
      order.push('push deliveries finished');
    });
    expect(app.pendingWork.names).toEqual(['mail queue', 'push deliveries']);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const answer = fetch(`http://127.0.0.1:${port}/slow`);
    await arrived.opened;

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([]); // the request in flight comes first
    request.open();
    expect((await answer).status).toBe(200);
    await expect.poll(() => order).toContain('mail queue started');
    expect(app.pendingWork.unfinished()).toEqual(['mail queue']);
    expect(closed).toBe(false);
    mail.open();
    await closing;
    expect(order).toEqual([
      'request answered',
      'mail queue started',
      'push deliveries finished',
      'mail queue finished',
    ]);
    expect(app.pendingWork.unfinished()).toEqual([]);
  });

  it('a piece that fails is logged by name and the others still finish', async () => {
    const lines: { level: number; msg: string; work?: string }[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _enc, done) {
            lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
            done();
          },
        }),
      },
    });
    await app.register(pendingWork);
    let pushFinished = false;
    app.pendingWork.add('payment reconciliation', async () => {
      throw new Error('database away');
    });
    app.pendingWork.add('push deliveries', async () => {
      pushFinished = true;
    });
    await app.ready();
    await app.close();
    expect(pushFinished).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        work: 'payment reconciliation',
        msg: 'payment reconciliation could not finish before closing',
      }),
    );
  });
});
