import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Logger } from 'pino';

/**
 * One line per request, when it is answered (method, URL, status, time), instead of Fastify's
 * two (incoming, completed): half the writes on the hot path, and the line a person looks for
 * holds everything. A request that never completes still shows through its reqId in the lines
 * its handlers wrote, and the error line if it failed.
 *
 * The line of an answered request goes through a child of the app's logger without redaction
 * (decision 0096): its fields are the request and reply serializers' outputs (method, the URL as
 * logged, host, address, port, status) and a time, never a header or a body, so no redaction
 * path can match them, yet pino ran every one of its redactors over each of them (a tenth of a
 * cached menu read's CPU). Error lines and every other line keep the redacting logger.
 */
export class RequestLogController extends LogController {
  private readonly lineLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    // The request's own logger decides (a route's logLevel may silence its lines); without a
    // logger (`logger: false`) Fastify's stand-in has no levels and writes nothing.
    else if (infoEnabled(reply.log)) {
      this.lineLoggerOf(request.server.log).info(
        { reqId: request.id, ...line },
        'request completed',
      );
    }
  }

  /** Made once per app logger: a child's redactors are built when it is made. */
  private lineLoggerOf(root: FastifyBaseLogger): FastifyBaseLogger {
    let lines = this.lineLoggers.get(root);
    if (!lines) {
      // At info: the request's own logger has already said whether the line is wanted.
      lines = root.child({}, { redact: [], level: 'info' });
      this.lineLoggers.set(root, lines);
    }
    return lines;
  }
}

function infoEnabled(log: FastifyBaseLogger): boolean {
  const levels = log as Partial<Pick<Logger, 'isLevelEnabled'>>;
  return typeof levels.isLevelEnabled === 'function' && levels.isLevelEnabled('info');
}
