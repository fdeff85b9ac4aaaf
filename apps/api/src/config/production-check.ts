import { deploymentRisks, lowVariety, type Finding } from './deployment-risks';
import { envRefusals } from './env';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Secrets someone else also has: the ones this repository prints (benches, docs). */
const KNOWN_SECRETS = new Set(['bench-only-secret-bench-only-secret-0123']);

const isOff = (value: string | undefined) => value === 'false' || value === '0';

function urlOf(value: string | undefined): URL | undefined {
  try {
    return value ? new URL(value) : undefined;
  } catch {
    return undefined;
  }
}

function mailFindings(env: NodeJS.ProcessEnv): Finding[] {
  if (!env.SMTP_URL) {
    return [
      {
        variable: 'SMTP_URL',
        sentence: env.MAIL_OUTBOX_DIR
          ? `SMTP_URL is not set: password-reset and verification mails are only written to files in ${env.MAIL_OUTBOX_DIR} and reach no customer.`
          : 'SMTP_URL is not set: password-reset and verification mails would reach no one (set SMTP_URL and MAIL_FROM).',
      },
    ];
  }
  const smtp = urlOf(env.SMTP_URL);
  if (smtp?.searchParams.get('tls') === 'optional' && !LOOPBACK.has(smtp.hostname)) {
    return [
      {
        variable: 'SMTP_URL',
        sentence: `SMTP_URL allows plain text (tls=optional) to ${smtp.hostname}, which is not this machine: passwords and reset links could cross the network unencrypted.`,
      },
    ];
  }
  return [];
}

function identityFindings(env: NodeJS.ProcessEnv): Finding[] {
  const findings: Finding[] = [];
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    findings.push({
      variable: 'FIREBASE_AUTH_EMULATOR_HOST',
      sentence:
        'FIREBASE_AUTH_EMULATOR_HOST is set: the Firebase Auth emulator signs nothing and is for development only; unset it and use a real Firebase project.',
    });
  }
  if (env.FIREBASE_PROJECT_ID?.startsWith('demo-')) {
    findings.push({
      variable: 'FIREBASE_PROJECT_ID',
      sentence: `FIREBASE_PROJECT_ID is ${env.FIREBASE_PROJECT_ID}, a demo- project only the emulator knows: set your real Firebase project.`,
    });
  } else if (!env.FIREBASE_PROJECT_ID || !env.FIREBASE_API_KEY) {
    findings.push({
      variable: 'FIREBASE_PROJECT_ID',
      sentence:
        'No Firebase project (FIREBASE_PROJECT_ID and FIREBASE_API_KEY): Google and phone sign-in are off.',
    });
  }
  return findings;
}

function secretFindings(env: NodeJS.ProcessEnv): Finding[] {
  const secret = env.SESSION_SECRET;
  if (!secret) {
    return [
      {
        variable: 'SESSION_SECRET',
        sentence:
          'SESSION_SECRET is not set: production needs its own secret of at least 32 characters (e.g. `openssl rand -base64 48`), the same on every instance.',
      },
    ];
  }
  if (
    KNOWN_SECRETS.has(secret) ||
    new Set(secret).size < 12 ||
    /change.?me|example|placeholder|secret|password/i.test(secret)
  ) {
    return [
      {
        variable: 'SESSION_SECRET',
        sentence:
          'SESSION_SECRET looks like a placeholder or a guessable value: generate one (e.g. `openssl rand -base64 48`).',
      },
    ];
  }
  if (lowVariety(secret)) {
    return [
      {
        variable: 'SESSION_SECRET',
        sentence:
          'SESSION_SECRET has little variety (a short pattern repeated, or a run like abcdef or 123456): long enough, but far easier to guess than its length says; generate one (e.g. `openssl rand -base64 48`).',
      },
    ];
  }
  return [];
}

/** Served over https: the API speaks plain HTTP, so a proxy in front terminates TLS. */
function httpsFindings(env: NodeJS.ProcessEnv): Finding[] {
  const publicUrl = urlOf(env.PUBLIC_URL);
  if (publicUrl?.protocol !== 'https:') {
    return [
      {
        variable: 'PUBLIC_URL',
        sentence: env.PUBLIC_URL
          ? `PUBLIC_URL is ${env.PUBLIC_URL}, not https: sign-ins and session cookies would cross the network in the clear, and Secure __Host- cookies and HSTS stay off.`
          : "PUBLIC_URL is not set: mailed links need the storefront's public https:// address (it also turns on Secure __Host- cookies and HSTS).",
      },
    ];
  }
  const findings: Finding[] = [];
  if (!env.TRUST_PROXY || isOff(env.TRUST_PROXY)) {
    findings.push({
      variable: 'TRUST_PROXY',
      sentence:
        "TRUST_PROXY is off while PUBLIC_URL is https: the API serves plain HTTP, so a proxy terminates TLS in front of it; without trusting that hop (TRUST_PROXY=1, or its address) every customer shares the proxy's address for rate limits.",
    });
  }
  if (isOff(env.COOKIE_SECURE)) {
    findings.push({
      variable: 'COOKIE_SECURE',
      sentence: 'COOKIE_SECURE=false sends session cookies without Secure on an https site.',
    });
  }
  if (isOff(env.HSTS)) {
    findings.push({
      variable: 'HSTS',
      sentence: 'HSTS=false lets a browser be led to the plain-http address of an https site.',
    });
  }
  return findings;
}

/**
 * What stands between this configuration and production, one sentence each (issue 23 item 2):
 * everything the server would refuse with NODE_ENV=production, and what it would accept but a
 * restaurant should not run with. Only what the settings themselves (and `instances`, when the
 * owner states it) can tell. `unsafe` fails the check; the rest is advice.
 */
export function productionFindings(
  env: NodeJS.ProcessEnv,
  options: { instances?: number; currency?: string } = {},
): { sentence: string; unsafe: boolean }[] {
  const findings: Finding[] = [];
  if (env.NODE_ENV !== 'production') {
    findings.push({
      variable: 'NODE_ENV',
      sentence: `NODE_ENV is ${env.NODE_ENV ? `"${env.NODE_ENV}"` : 'not set (development)'}: set NODE_ENV=production.`,
    });
  }
  findings.push(...httpsFindings(env), ...mailFindings(env), ...secretFindings(env));
  findings.push(...identityFindings(env));
  if (!env.DATABASE_URL) {
    findings.push({
      variable: 'DATABASE_URL',
      sentence:
        'DATABASE_URL is not set: the embedded database in DATA_DIR serves one API instance on one machine; several instances (and pg_dump backups) need PostgreSQL.',
    });
  }
  if (!isOff(env.SEED_DEMO_MENU)) {
    findings.push({
      variable: 'SEED_DEMO_MENU',
      sentence:
        'SEED_DEMO_MENU is on: an empty database gets the demo menu, and every start adds the demo coupons (WELCOME10, FLAT50, PICKUP15) that are missing; set SEED_DEMO_MENU=false.',
    });
  }
  findings.push(...deploymentRisks(env, options));
  const named = new Set(findings.flatMap((f) => [f.variable, ...(f.covers ?? [])]));
  for (const { variable, message } of envRefusals({ ...env, NODE_ENV: 'production' })) {
    if (named.has(variable)) continue;
    // The schema's sentences name the field as words ("Streams total must be …"), not the variable.
    const sentence = message.includes(variable) ? message : `${variable}: ${message}`;
    findings.push({ variable, sentence: `${sentence}.` });
  }
  return findings.map((f) => ({ sentence: f.sentence, unsafe: !f.advice }));
}
