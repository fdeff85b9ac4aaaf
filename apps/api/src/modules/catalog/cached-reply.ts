import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatch } from '../../conditional-request';
import { pickEncoding, type Encoding } from '../../content-encoding';
import type { AnswerCache, ComputedAnswer } from './answer-cache';

/** Smaller answers go uncompressed (as the global compression plugin does). */
const COMPRESS_MIN_BYTES = 1024;
const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

/**
 * Answers a catalog read from the cache: strong ETag per representation, 304 to a matching
 * If-None-Match (no database work on a hit), Vary: Accept-Encoding, and the ready compressed
 * bytes when the client takes them. Errors thrown by compute propagate uncached.
 */
export async function sendCached(
  cache: AnswerCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<ComputedAnswer>,
): Promise<FastifyReply> {
  const entry = await cache.get(key, compute);
  const encoding =
    entry.body.length >= COMPRESS_MIN_BYTES
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  const etag = encoding ? `${entry.etag.slice(0, -1)}${ETAG_SUFFIX[encoding]}"` : entry.etag;
  reply.header('vary', 'accept-encoding');
  reply.header('etag', etag);
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!encoding) return reply.send(entry.body);
  const bytes = await cache.encoded(entry, encoding);
  reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
