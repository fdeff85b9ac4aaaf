import { ORDER_RECONNECT_EVENT } from '@ninetonine/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How soon a browser told to reconnect (shutdown) opens the stream again by itself. */
const RECONNECT_RETRY_MS = 250;

export interface EventStream {
  /** One server-sent event; `data` is sent as JSON. Ignored once the stream is closed. */
  send(event: string, data: unknown): void;
  close(): void;
  /**
   * Ends the stream asking the client to open it again at once (this instance is shutting down):
   * a short `retry` for the browser's own reconnect, and a `reconnect` event for our pages.
   */
  reconnect(): void;
  readonly closed: boolean;
  /** Runs once when the stream ends, by either side: unsubscribe here. */
  onClose(fn: () => void): void;
}

/**
 * Turns a request into a server-sent events stream. The reply is hijacked so that no onSend hook
 * (compression would buffer the events) touches it; the headers already set on the reply (the
 * security headers) are kept. A comment line every `heartbeatMs` keeps proxies from closing an
 * idle stream and lets us notice a vanished client.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { heartbeatMs?: number; retryMs?: number } = {},
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
  });
  // How long the browser's EventSource waits before reconnecting by itself.
  raw.write(`retry: ${opts.retryMs ?? 3_000}\n\n`);

  const closers: (() => void)[] = [];
  let closed = false;
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), opts.heartbeatMs ?? 15_000);
  heartbeat.unref();

  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const fn of closers.splice(0)) {
      try {
        fn();
      } catch (err) {
        request.log.warn({ err }, 'event stream close handler failed');
      }
    }
    if (!raw.writableEnded) raw.end();
  };
  request.raw.on('close', finish);
  raw.on('error', finish);

  return {
    send(event, data) {
      if (closed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close: finish,
    reconnect() {
      if (closed) return;
      // EventSource drops an event without data: `{}` makes it dispatched.
      raw.write(`retry: ${RECONNECT_RETRY_MS}\nevent: ${ORDER_RECONNECT_EVENT}\ndata: {}\n\n`);
      finish();
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
  };
}
