// What a configuration the server accepts can still get wrong in production (security round 4,
// item 6): payment keys, several instances, the proxy in front, the push contact. Read by
// `npm run check-config` through production-check.ts; the server itself refuses none of it.

/**
 * One sentence about one variable (and any others it `covers`, so a refusal env.ts makes about
 * them is not repeated). `advice` is worth reading but does not fail the check.
 */
export type Finding = { variable: string; sentence: string; covers?: string[]; advice?: true };

/** The provider's own API origin (decision 0060); anything else only for the tests' stand-in. */
const RAZORPAY_ORIGIN = 'https://api.razorpay.com';

const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];

const LOOPBACK = /^(127\.\d+\.\d+\.\d+(\/\d+)?|::1(\/128)?|\[::1\]|localhost|loopback)$/;
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]']);

const setValue = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
const isAre = (names: string[]) => `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'}`;

function paymentRisks(env: NodeJS.ProcessEnv): Finding[] {
  const set = RAZORPAY_KEYS.filter((name) => setValue(env[name]));
  if (set.length === 0) return [];
  if (set.length < RAZORPAY_KEYS.length) {
    const missing = RAZORPAY_KEYS.filter((name) => !set.includes(name));
    return [
      {
        variable: 'RAZORPAY_KEY_ID',
        covers: RAZORPAY_KEYS,
        sentence: `Online payment is half configured: ${isAre(set)} set but ${isAre(missing)} not (an empty value counts as unset); set all three, or none to offer no online payment.`,
      },
    ];
  }
  const findings: Finding[] = [];
  if (setValue(env.RAZORPAY_KEY_ID)!.startsWith('rzp_test_')) {
    findings.push({
      variable: 'RAZORPAY_KEY_ID',
      sentence:
        "RAZORPAY_KEY_ID is a test key (rzp_test_…): Razorpay's test mode takes no real money, yet orders paid with it would count as paid; use the live key pair (rzp_live_…) in production.",
    });
  }
  if (setValue(env.RAZORPAY_WEBHOOK_SECRET) === setValue(env.RAZORPAY_KEY_SECRET)) {
    findings.push({
      variable: 'RAZORPAY_WEBHOOK_SECRET',
      sentence:
        "RAZORPAY_WEBHOOK_SECRET is the same as RAZORPAY_KEY_SECRET: whoever sees the webhook secret (typed into Razorpay's dashboard) could also call Razorpay's API with your key; generate a separate one.",
    });
  }
  const apiUrl = setValue(env.RAZORPAY_API_URL);
  if (apiUrl && originOf(apiUrl) !== RAZORPAY_ORIGIN) {
    findings.push({
      variable: 'RAZORPAY_API_URL',
      sentence: `RAZORPAY_API_URL is ${apiUrl}, not Razorpay's ${RAZORPAY_ORIGIN}: the key secret would be sent to that host; unset it (another address is only for the tests' stand-in).`,
    });
  }
  return findings;
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

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
  options: { instances?: number },
): Finding[] {
  return [
    ...paymentRisks(env),
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
