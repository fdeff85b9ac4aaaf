import { idempotencyKeySchema } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { AttemptKeys, newIdempotencyKey } from './attempt-key';

describe('idempotency keys', () => {
  it('are valid for the contract and different each time', () => {
    const a = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(a).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('stay the same while the same body is retried, and change for another body or after reset', () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor({ confirmedTotal: 300 });
    expect(keys.keyFor({ confirmedTotal: 300 })).toBe(first);
    const second = keys.keyFor({ confirmedTotal: 320 });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ confirmedTotal: 320 })).toBe(second);
    keys.reset();
    expect(keys.keyFor({ confirmedTotal: 320 })).not.toBe(second);
  });
});
