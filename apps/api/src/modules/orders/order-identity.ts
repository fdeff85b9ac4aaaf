import { createHash } from 'node:crypto';
import { restaurantDay } from '@ninetonine/contract';

/**
 * A stable fingerprint of a place-order request: the same choices in any key order give the same
 * hash, so a retry with the same Idempotency-Key is recognised and a different body is refused.
 */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The restaurant's calendar day of `at`: the counter's key (2026-11-23) and its label (1123). */
export function orderDay(at: Date, timeZone: string): { key: string; label: string } {
  const key = restaurantDay(at, timeZone);
  return { key, label: key.slice(5).replace('-', '') };
}

/** An order number a person can read out on the phone: the day and its sequence, 1123-042. */
export const formatOrderNumber = (dayLabel: string, sequence: number) =>
  `${dayLabel}-${String(sequence).padStart(3, '0')}`;
