import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from './event-stream';

/** Reads a text/event-stream response until `until` matches what arrived so far. */
async function readUntil(res: Response, until: (text: string) => boolean): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe('event stream', () => {
  let app: FastifyInstance;
  let base: string;
  const streams: EventStream[] = [];
  const closes = new Map<EventStream, number>();

  beforeAll(async () => {
    app = Fastify();
    // Compression must not swallow the stream: the route bypasses onSend hooks.
    await app.register(compress, { global: true, threshold: 0 });
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('x-content-type-options', 'nosniff');
    });
    app.get('/events', (request, reply) => {
      const stream = openEventStream(request, reply, { heartbeatMs: 50 });
      stream.onClose(() => closes.set(stream, (closes.get(stream) ?? 0) + 1));
      streams.push(stream);
      stream.send('hello', { n: 1 });
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('streams events uncompressed, keeps the hooks’ headers and sends heartbeats', async () => {
    const res = await fetch(`${base}/events`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const first = await readUntil(res, (t) => t.includes('data: {"n":1}'));
    expect(first).toBe('retry: 3000\n\nevent: hello\ndata: {"n":1}\n\n');
    streams.at(-1)!.send('status', { status: 'accepted' });
    const more = await readUntil(res, (t) => t.includes('accepted') && t.includes(': ping'));
    expect(more).toContain('event: status\ndata: {"status":"accepted"}\n\n');
    await res.body!.cancel();
  });

  it('reconnect: a short retry and a reconnect event with data (or EventSource drops it), then the end', async () => {
    const res = await fetch(`${base}/events`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('hello')) text += decoder.decode((await reader.read()).value);
    const stream = streams.at(-1)!;
    stream.reconnect();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text.split('data: {"n":1}\n\n')[1]).toBe('retry: 250\nevent: reconnect\ndata: {}\n\n');
    expect(stream.closed).toBe(true);
    expect(closes.get(stream)).toBe(1);
    stream.reconnect();
    expect(closes.get(stream)).toBe(1);
  });

  it('runs the close handlers once when the client goes away, and ignores later sends', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/events`, { signal: controller.signal });
    await readUntil(res, (t) => t.includes('hello'));
    const stream = streams.at(-1)!;
    controller.abort();
    await expect.poll(() => stream.closed).toBe(true);
    expect(closes.get(stream)).toBe(1);
    stream.send('late', {});
    stream.close();
    expect(closes.get(stream)).toBe(1);
  });
});
