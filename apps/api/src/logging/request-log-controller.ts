import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Logger } from 'pino';
import { requestLineWriter, type RequestLineWriter } from './request-line';
import { requestLoggerFactory } from './request-logger';

/**
 * Fastify's options for request logging: one line per answered request (below), and each
 * request's own logger made when it first writes (request-logger.ts, decision 0101).
 */
export function requestLogging() {
  return { logController: new RequestLogController(), childLoggerFactory: requestLoggerFactory };
}

/**
 * One line per request, when it is answered (method, URL, status, time), instead of Fastify's
 * two (incoming, completed): half the writes on the hot path, and the line a person looks for
 * holds everything. A request that never completes still shows through its reqId in the lines
 * its handlers wrote, and the error line if it failed.
 *
 * The line of an answered request skips pino's redactors (decision 0096): its fields are the
 * request and reply serializers' outputs (method, the URL as logged, host, address, port,
 * status) and a time, never a header or a body, so no redaction path can match them. It is
 * written as pino would write it, straight to the logger's stream (request-line.ts, decision
 * 0101). Error lines and every other line keep the redacting logger.
 */
export class RequestLogController extends LogController {
  private readonly writers = new WeakMap<FastifyBaseLogger, RequestLineWriter>();

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      const line = { req: request, res: reply, responseTime: reply.elapsedTime };
      reply.log.error({ ...line, err: error }, 'request errored');
    }
    // The request's own logger decides (a route's logLevel may silence its lines); without a
    // logger (`logger: false`) Fastify's stand-in has no levels and writes nothing.
    else if (infoEnabled(reply.log)) this.writerOf(request.server.log)(request, reply);
  }

  /** Made once per app logger. */
  private writerOf(root: FastifyBaseLogger): RequestLineWriter {
    let write = this.writers.get(root);
    if (!write) {
      write = requestLineWriter(root) ?? throughPino(root);
      this.writers.set(root, write);
    }
    return write;
  }
}

/** The line through pino, at info, without redaction: where request-line.ts cannot write it. */
function throughPino(root: FastifyBaseLogger): RequestLineWriter {
  // At info: the request's own logger has already said whether the line is wanted.
  const lines = root.child({}, { redact: [], level: 'info' });
  return (request, reply) =>
    lines.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
}

function infoEnabled(log: FastifyBaseLogger): boolean {
  const levels = log as Partial<Pick<Logger, 'isLevelEnabled'>>;
  return typeof levels.isLevelEnabled === 'function' && levels.isLevelEnabled('info');
}
