import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read what is for operators (/metrics, the details of /health/ready): a client on this
 * machine, by the socket's own address (never
 * request.ip, which TRUST_PROXY may take from a header) and only if no proxy forwarded it (nginx
 * on this machine connects from loopback for every visitor); or anyone with the bearer token,
 * compared in constant time (digests first: timingSafeEqual wants equal lengths).
 */
export function isOperatorRequest(request: FastifyRequest, token: string | undefined): boolean {
  const auth = request.headers.authorization;
  if (token && typeof auth === 'string' && auth.startsWith('Bearer ')) {
    return timingSafeEqual(digest(auth.slice('Bearer '.length)), digest(token));
  }
  return (
    isLoopback(request.socket.remoteAddress) &&
    !FORWARDING_HEADERS.some((name) => name in request.headers)
  );
}
