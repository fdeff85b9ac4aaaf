// What a configuration the server accepts can still get wrong in production (security round 4,
// item 6): payment keys, several instances, the proxy in front, the push contact. Read by
// `npm run check-config` through production-check.ts; the server itself refuses none of it.
import { paymentRisks } from './payment-risks';
import { setValue, type Finding } from './risk-wording';

export type { Finding };

const LOOPBACK = /^(127\.\d+\.\d+\.\d+(\/\d+)?|::1(\/128)?|\[::1\]|localhost|loopback)$/;
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Several instances: stated with `--instances`, else assumed with DATABASE_URL, the deploy
 * guide's production profile (two or more instances behind nginx; docs/deploy.md). The embedded
 * database serves one instance only.
 */
function instanceRisks(env: NodeJS.ProcessEnv, instances: number | undefined): Finding[] {
  const count = instances ?? (env.DATABASE_URL ? 2 : 1);
  if (count < 2) return [];
  const why =
    instances === undefined
      ? 'With DATABASE_URL the deploy guide runs several API instances (pass --instances 1 if only one will ever run)'
      : `With ${count} API instances`;
  const findings: Finding[] = [];
  if ((env.EVENT_BUS ?? 'memory') === 'memory') {
    findings.push({
      variable: 'EVENT_BUS',
      sentence: `${why}, EVENT_BUS=memory tells an order's status and menu changes only to the instance that made them: customers and the kitchen on another would not see them; set EVENT_BUS=redis (or postgres).`,
    });
  }
  if (!env.REDIS_URL) {
    findings.push({
      variable: 'REDIS_URL',
      sentence: `${why}, REDIS_URL is not set: each instance counts rate limits and failed sign-ins on its own, so a guesser gets that many more tries; set REDIS_URL.`,
    });
  }
  return findings;
}

/**
 * A proxy in front (TRUST_PROXY) while the API listens on every interface: a client that reaches
 * the port directly skips the proxy, and with a hop count it also names its own address in
 * X-Forwarded-For. HOST unset is judged only against a proxy on loopback: systemd's unit sets
 * HOST=127.0.0.1 itself, outside the settings file.
 */
function proxyRisks(env: NodeJS.ProcessEnv): Finding[] {
  const trust = setValue(env.TRUST_PROXY);
  if (!trust || trust === 'false' || trust === '0') return [];
  const host = setValue(env.HOST);
  const proxies = trust.split(',').map((a) => a.trim());
  const proxyOnLoopback = proxies.every((a) => LOOPBACK.test(a));
  const hopCount = /^\d+$/.test(trust);
  const listensEverywhere = host === undefined ? proxyOnLoopback : ALL_INTERFACES.has(host);
  if (!listensEverywhere || (!proxyOnLoopback && !hopCount)) return [];
  return [
    {
      variable: 'HOST',
      sentence: `HOST is ${host ?? 'not set (0.0.0.0)'}, every interface, behind a proxy (TRUST_PROXY=${trust}): a client reaching the API's port directly bypasses the proxy${hopCount ? ' and picks its own address for rate limits' : ''}; set HOST=127.0.0.1 when the proxy is on this machine.`,
    },
  ];
}

function pushAdvice(env: NodeJS.ProcessEnv): Finding[] {
  if (setValue(env.PUSH_CONTACT)) return [];
  return [
    {
      variable: 'PUSH_CONTACT',
      advice: true,
      sentence:
        "PUSH_CONTACT is not set: push services (Google's, Mozilla's, Apple's) would be given the shop's address or MAIL_FROM to reach whoever runs it about its notifications; set a mailto: address someone reads.",
    },
  ];
}

/** What production-check.ts adds to its own findings from these settings. */
export function deploymentRisks(
  env: NodeJS.ProcessEnv,
  options: { instances?: number; currency?: string },
): Finding[] {
  return [
    ...paymentRisks(env, options.currency),
    ...instanceRisks(env, options.instances),
    ...proxyRisks(env),
    ...pushAdvice(env),
  ];
}

/**
 * A secret long enough but made of little: a short unit repeated, or a run of neighbouring
 * characters (abcdef…, 123456…). Random secrets (base64, hex) have almost every 3-character
 * window different and few neighbouring steps.
 */
export function lowVariety(secret: string): boolean {
  const windows = new Set<string>();
  let steps = 0;
  for (let i = 0; i + 3 <= secret.length; i++) windows.add(secret.slice(i, i + 3));
  for (let i = 1; i < secret.length; i++) {
    if (Math.abs(secret.charCodeAt(i) - secret.charCodeAt(i - 1)) <= 1) steps++;
  }
  const windowCount = Math.max(1, secret.length - 2);
  return windows.size < windowCount * 0.75 || steps > (secret.length - 1) / 2;
}
