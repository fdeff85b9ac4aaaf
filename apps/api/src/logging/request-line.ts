import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';
import { serializeRequest } from '../plugins/security-log';

const { chindingsSym, messageKeySym, mixinSym, needsMetadataGsym, streamSym, timeSym } =
  pino.symbols;

interface LineStream {
  write(line: string): unknown;
  [needsMetadataGsym]?: boolean;
}

/** Writes one answered request's line. */
export type RequestLineWriter = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The answered request's line, written straight to the logger's stream: the JSON pino writes for
 * `info({ reqId, req, res, responseTime }, 'request completed')` (level, time, the logger's own
 * bindings, then the fields and the message), without pino's generic walk over an object's keys
 * and serializers, which cost a cached menu read more than everything its route does (decision
 * 0101). Same stream, so the same buffering (0057) and the same pretty printing in a terminal.
 * Its fields are the request serializer's output (no header or body) and the status and time,
 * so no redaction path could match them (decision 0096). Null where pino was set up in a way
 * this does not copy (a mixin, another message key, a stream that wants pino's metadata): the
 * caller logs through pino then.
 */
export function requestLineWriter(root: FastifyBaseLogger): RequestLineWriter | null {
  const logger = root as unknown as Logger & Record<symbol, unknown>;
  const stream = logger[streamSym] as LineStream | undefined;
  if (
    typeof stream?.write !== 'function' ||
    stream[needsMetadataGsym] ||
    logger[messageKeySym] !== 'msg' ||
    logger[mixinSym] ||
    typeof logger[timeSym] !== 'function' ||
    typeof logger[chindingsSym] !== 'string'
  ) {
    return null;
  }
  const time = logger[timeSym] as () => string;
  // The root's bindings (pid, hostname), worked out once when it was made.
  const bindings = logger[chindingsSym];
  const start = `{"level":${logger.levels.values.info}`;
  return (request, reply) => {
    stream.write(
      `${start}${time()}${bindings},"reqId":${JSON.stringify(request.id)},"req":${JSON.stringify(serializeRequest(request))},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  };
}
