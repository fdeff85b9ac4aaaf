/**
 * The local stand-in for Google's account chooser, used only against the Firebase Auth
 * emulator (Google's real popup needs Google's servers). The popup page posts the chosen test
 * identity to its opener; both sides are same-origin and check it.
 */
export const EMULATOR_GOOGLE_PATH = '/auth/emulator-google.html';
export const EMULATOR_GOOGLE_MESSAGE = 'ninetonine:emulator-google-account';

export interface EmulatorGoogleAccount {
  /** Stable per email, like Google's subject id. */
  sub: string;
  email: string;
  name: string;
}

export function parseEmulatorGoogleMessage(data: unknown): EmulatorGoogleAccount | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, account } = data as { type?: unknown; account?: Partial<EmulatorGoogleAccount> };
  if (type !== EMULATOR_GOOGLE_MESSAGE || typeof account !== 'object' || account === null) {
    return null;
  }
  const { sub, email, name } = account;
  if (typeof sub !== 'string' || typeof email !== 'string' || typeof name !== 'string') {
    return null;
  }
  if (!sub || !email.includes('@') || !name.trim()) return null;
  return { sub, email, name: name.trim() };
}

/** A numeric subject id derived from the email (FNV-1a), so one email is always one identity. */
export function subjectFor(email: string): string {
  let hash = 0x811c9dc5;
  let hash2 = 0x01000193;
  for (const ch of email.trim().toLowerCase()) {
    const c = ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash ^ c, 0x01000193) >>> 0;
    hash2 = Math.imul(hash2 ^ c, 0x811c9dc5) >>> 0;
  }
  return `1${String(hash).padStart(10, '0')}${String(hash2).padStart(10, '0')}`;
}
