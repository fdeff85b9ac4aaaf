import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, when it is answered (method, URL, status, time), instead of Fastify's
 * two (incoming, completed): half the writes on the hot path, and the line a person looks for
 * holds everything. A request that never completes still shows through its reqId in the lines
 * its handlers wrote, and the error line if it failed.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
