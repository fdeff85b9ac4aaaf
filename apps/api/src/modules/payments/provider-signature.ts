import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `signature` is the hex HMAC-SHA256 of `message` under `secret`: what Razorpay's SDK
 * computes (validateWebhookSignature, validatePaymentVerification), compared in constant time
 * where the SDK uses `===` (decision 0074). Equal lengths first: timingSafeEqual wants them, and
 * the length of a hex SHA-256 is no secret.
 */
export function hmacSha256Matches(message: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(message).digest('hex'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What a webhook is deduplicated on: the SHA-256 of the signed raw body. The event-id header is
 * not signed: keyed on it, a replayed body with a fresh id would count as a new event.
 */
export const signedEventKey = (rawBody: string) =>
  `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
