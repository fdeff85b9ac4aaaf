import { PASSWORD_MAX, PASSWORD_MIN } from '@ninetonine/contract';
import commonPasswordList from './common-passwords.json' with { type: 'json' };

/** The ~1000 most used passwords (lower-cased) plus a few long keyboard walks. */
const COMMON = new Set<string>(commonPasswordList.map((p) => p.toLowerCase()));

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** "P@ssw0rd2024!" -> ["p@ssw0rd2024!", "p@ssw0rd", "password"]: the forms guessers try first. */
function variants(password: string): string[] {
  const lower = password.toLowerCase();
  // Digits and symbols glued to either end of a common word add almost nothing.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const deLeet = (s: string) => s.replace(/[013457@$!]/g, (c) => LEET[c] ?? c);
  return [lower, core, deLeet(lower), deLeet(core)].filter(Boolean);
}

function isRepetitive(password: string): boolean {
  if (new Set(password).size < 4) return true;
  // "abcabcabca", "qwe123qwe123": one short chunk repeated.
  return /^(.{1,5})\1+.{0,4}$/su.test(password);
}

/** Parts of the name and email local part long enough to be meaningful inside a password. */
function personalWords(opts: { email?: string | null; name?: string | null }): string[] {
  const words: string[] = [];
  if (opts.email) {
    const local = opts.email.toLowerCase().split('@')[0] ?? '';
    words.push(local, local.split('+')[0] ?? '');
  }
  if (opts.name) {
    const name = opts.name.toLowerCase().normalize('NFKC');
    words.push(name.replace(/\s+/g, ''), ...name.split(/[\s._-]+/));
  }
  return [...new Set(words)].filter((w) => w.length >= 3);
}

/**
 * Why a chosen password is refused, or null when it is acceptable. Length first, then common
 * passwords (with digit/symbol affixes and leetspeak undone), then the user's own name or email.
 */
export function passwordProblem(
  password: string,
  opts: { email?: string | null; name?: string | null } = {},
): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters long.`;
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters long.`;
  if (password.trim() !== password && password.trim().length < PASSWORD_MIN) {
    return `Password must be at least ${PASSWORD_MIN} characters long, not counting spaces.`;
  }
  if (variants(password).some((v) => COMMON.has(v)) || isRepetitive(password)) {
    return 'This password is too common or easy to guess. Choose a less predictable one.';
  }
  const lower = password.toLowerCase().normalize('NFKC');
  if (personalWords(opts).some((w) => lower.includes(w))) {
    return 'Password must not contain your name or email address.';
  }
  return null;
}
