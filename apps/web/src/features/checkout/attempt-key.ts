/** A random Idempotency-Key (contract: 16-100 of A-Z a-z 0-9 _ -); works outside HTTPS too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per attempt to place an order. Sending the same body again (a retry after a network
 * failure or a timeout) is the same attempt and keeps its key, so the server orders once; a
 * different body (another total confirmed after a 409, another slot) is a new attempt.
 */
export class AttemptKeys {
  private body: string | null = null;
  private key: string | null = null;

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  keyFor(body: unknown): string {
    const json = JSON.stringify(body);
    if (this.key === null || json !== this.body) {
      this.body = json;
      this.key = this.makeKey();
    }
    return this.key;
  }

  /** After an order was placed: the next one is a new attempt whatever its body. */
  reset() {
    this.body = null;
    this.key = null;
  }
}
