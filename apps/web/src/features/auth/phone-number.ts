/** "+44 20 7946 0958" -> "+442079460958"; null unless it is E.164 (the provider's format). */
export function toE164(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}
