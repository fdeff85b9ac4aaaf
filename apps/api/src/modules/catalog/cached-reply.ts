import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatch } from '../../conditional-request';
import { pickEncoding, type Encoding } from '../../content-encoding';
import type { AnswerCache, ComputedAnswer, ReadyAnswer } from './answer-cache';

/** Smaller answers go uncompressed (as the global compression plugin does). */
const COMPRESS_MIN_BYTES = 1024;
const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

/**
 * Answers a catalog read from the cache: strong ETag per representation, 304 to a matching
 * If-None-Match (no database work on a hit), Vary: Accept-Encoding, and the ready compressed
 * bytes when the client takes them. Errors thrown by compute propagate uncached.
 *
 * A hit whose bytes are ready is sent at once and returns nothing: the route handler stays
 * synchronous, with no promise and microtasks per request (decision 0101). A miss, or a
 * compressed copy still being made, returns a promise settled once it is sent.
 */
export function sendCached(
  cache: AnswerCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<ComputedAnswer>,
): Promise<void> | undefined {
  const entry = cache.get(key, compute);
  if (entry instanceof Promise)
    return entry.then((ready) => sendEntry(cache, request, reply, ready));
  return sendEntry(cache, request, reply, entry);
}

function sendEntry(
  cache: AnswerCache,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: ReadyAnswer,
): Promise<void> | undefined {
  const encoding =
    entry.body.length >= COMPRESS_MIN_BYTES
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  const etag = encoding ? `${entry.etag.slice(0, -1)}${ETAG_SUFFIX[encoding]}"` : entry.etag;
  reply.header('vary', 'accept-encoding');
  reply.header('etag', etag);
  if (ifNoneMatch(request.headers['if-none-match'], etag)) {
    reply.code(304).send();
    return undefined;
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!encoding) {
    reply.send(entry.body);
    return undefined;
  }
  reply.header('content-encoding', encoding);
  const made = entry.made[encoding];
  if (made) {
    reply.send(made);
    return undefined;
  }
  return cache.encoded(entry, encoding).then((bytes) => {
    reply.send(bytes);
  });
}
