import { normalizePhone } from '@ninetonine/contract';

/**
 * The number in E.164 (the provider's format), or null. A number of the restaurant's country may
 * be typed as people write it ("98450 55555", "098450 55555"); any other country's needs its
 * code ("+44 20 7946 0958" -> "+442079460958").
 */
export function toE164(input: string, country: string): string | null {
  const local = normalizePhone(input, country);
  if (local) return local;
  const compact = input.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}
