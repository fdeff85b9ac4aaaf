/**
 * What the environment's settings imply (Secure cookies, the shutdown delay) and when the Auth
 * emulator is refused: read by env.ts's schema, once, at boot.
 */

export const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The host part of `host:port` (IPv6 in brackets keeps its brackets). */
function hostOf(hostPort: string): string {
  const bracketed = /^(\[[^\]]+\])(?::\d+)?$/.exec(hostPort);
  if (bracketed) return bracketed[1]!;
  const colon = hostPort.lastIndexOf(':');
  return colon === -1 ? hostPort : hostPort.slice(0, colon);
}

/** Served over HTTPS, as the deployment settings say: an https PUBLIC_URL. */
export const servedOverHttps = (env: { PUBLIC_URL?: string }) =>
  env.PUBLIC_URL?.toLowerCase().startsWith('https://') === true;

/**
 * Secure cookies: COOKIE_SECURE when set, else on for an https PUBLIC_URL, whatever NODE_ENV;
 * undefined leaves it to each request's protocol (session-cookies.ts).
 */
export const cookieSecure = (env: { COOKIE_SECURE?: boolean; PUBLIC_URL?: string }) =>
  env.COOKIE_SECURE ?? (servedOverHttps(env) ? true : undefined);

/**
 * The embedded database is one instance with nothing to fail over to: stop at once. On
 * PostgreSQL there may be others behind a balancer, which needs a moment to see ready go 503.
 */
export const shutdownDelay = (env: { SHUTDOWN_DELAY_MS?: number; DATABASE_URL?: string }) =>
  env.SHUTDOWN_DELAY_MS ?? (env.DATABASE_URL ? 3_000 : 0);

/**
 * The emulator signs nothing, so trusting it is only safe on a developer's own machine: a
 * `demo-*` project (which Firebase never issues for real), an emulator on loopback, and a process
 * that does not look deployed (production mode, or listening beyond loopback with Secure cookies).
 */
export function emulatorTrustRefusals(env: {
  NODE_ENV: string;
  HOST: string;
  COOKIE_SECURE?: boolean;
  PUBLIC_URL?: string;
  FIREBASE_PROJECT_ID?: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
}): string[] {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return [];
  const refusals: string[] = [];
  if (env.NODE_ENV === 'production') {
    refusals.push('The Firebase Auth emulator is never trusted with NODE_ENV=production');
  }
  if (!env.FIREBASE_PROJECT_ID?.startsWith('demo-')) {
    refusals.push('The Firebase Auth emulator is trusted only for a demo-* FIREBASE_PROJECT_ID');
  }
  if (!LOOPBACK_HOSTS.has(hostOf(env.FIREBASE_AUTH_EMULATOR_HOST))) {
    refusals.push(
      'The Firebase Auth emulator must run on a loopback address (127.0.0.1, localhost)',
    );
  }
  if (cookieSecure(env) === true && !LOOPBACK_HOSTS.has(env.HOST)) {
    refusals.push(
      'The Firebase Auth emulator is refused on a server that looks deployed (Secure cookies, listening beyond loopback)',
    );
  }
  return refusals;
}
