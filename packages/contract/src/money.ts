/**
 * Money travels as a major-unit number (e.g. 249.5) in payloads, as the spec shows prices,
 * and lives as integer hundredths of the major unit (paise, cents) in the database and in every
 * sum, whatever the restaurant's currency (a setting; restaurant-format.ts shows amounts).
 */
export const MINOR_PER_MAJOR = 100;

export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

export function fromMinor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}
