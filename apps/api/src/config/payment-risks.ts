// What check-config says of the online payment settings (decisions 0060, 0078): a provider half
// configured or lacking its keys, test keys, a key sent elsewhere than the provider, and a
// provider that cannot take the restaurant's currency (stated with --currency).
import { chosenPaymentProvider } from './payment-settings';
import { isAre, originOf, setValue, type Finding } from './risk-wording';

/** The providers' own API origins; anything else only for the tests' stand-ins. */
const RAZORPAY_ORIGIN = 'https://api.razorpay.com';
const STRIPE_ORIGIN = 'https://api.stripe.com';

const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];
const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

function razorpayRisks(env: NodeJS.ProcessEnv): Finding[] {
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

function stripeRisks(env: NodeJS.ProcessEnv): Finding[] {
  const set = STRIPE_KEYS.filter((name) => setValue(env[name]));
  if (set.length === 0) return [];
  if (set.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((name) => !set.includes(name));
    return [
      {
        variable: 'STRIPE_SECRET_KEY',
        covers: STRIPE_KEYS,
        sentence: `Stripe is half configured: ${isAre(set)} set but ${isAre(missing)} not; set both (the secret key and the webhook endpoint's signing secret), or neither.`,
      },
    ];
  }
  const findings: Finding[] = [];
  if (setValue(env.STRIPE_SECRET_KEY)!.startsWith('sk_test_')) {
    findings.push({
      variable: 'STRIPE_SECRET_KEY',
      sentence:
        "STRIPE_SECRET_KEY is a test key (sk_test_…): Stripe's test mode takes no real money, yet orders paid with it would count as paid; use the live secret key (sk_live_…) in production.",
    });
  }
  const apiUrl = setValue(env.STRIPE_API_URL);
  if (apiUrl && originOf(apiUrl) !== STRIPE_ORIGIN) {
    findings.push({
      variable: 'STRIPE_API_URL',
      sentence: `STRIPE_API_URL is ${apiUrl}, not Stripe's ${STRIPE_ORIGIN}: the secret key would be sent to that host; unset it (another address is only for the tests' stand-in).`,
    });
  }
  return findings;
}

/** What the chosen provider lacks, and whether it can take the restaurant's currency. */
function choiceRisks(env: NodeJS.ProcessEnv, currency: string | undefined): Finding[] {
  const chosen = chosenPaymentProvider({
    PAYMENT_PROVIDER:
      env.PAYMENT_PROVIDER === 'razorpay' || env.PAYMENT_PROVIDER === 'stripe'
        ? env.PAYMENT_PROVIDER
        : undefined,
    RAZORPAY_KEY_ID: setValue(env.RAZORPAY_KEY_ID),
    RAZORPAY_KEY_SECRET: setValue(env.RAZORPAY_KEY_SECRET),
    RAZORPAY_WEBHOOK_SECRET: setValue(env.RAZORPAY_WEBHOOK_SECRET),
    STRIPE_SECRET_KEY: setValue(env.STRIPE_SECRET_KEY),
    STRIPE_WEBHOOK_SECRET: setValue(env.STRIPE_WEBHOOK_SECRET),
  });
  if (!chosen) return [];
  const keys = chosen === 'stripe' ? STRIPE_KEYS : RAZORPAY_KEYS;
  const lacking = keys.filter((name) => !setValue(env[name]));
  const findings: Finding[] = [];
  if (lacking.length === keys.length) {
    findings.push({
      variable: 'PAYMENT_PROVIDER',
      sentence: `PAYMENT_PROVIDER is ${chosen} but ${isAre(lacking)} not set: online payment would not be offered; set them, or choose the provider whose keys you have.`,
    });
  }
  const code = currency?.trim().toUpperCase();
  if (code && (chosen === 'razorpay') !== (code === 'INR')) {
    findings.push({
      variable: 'PAYMENT_PROVIDER',
      sentence:
        chosen === 'razorpay'
          ? `Online payment goes through Razorpay, which takes INR here, but the restaurant's currency is ${code}: no payment could be opened; set PAYMENT_PROVIDER=stripe with the Stripe keys.`
          : `Online payment goes through Stripe, but the restaurant's currency is INR: Razorpay takes it here (UPI, netbanking); set PAYMENT_PROVIDER=razorpay with the Razorpay keys.`,
    });
  }
  return findings;
}

export function paymentRisks(env: NodeJS.ProcessEnv, currency?: string): Finding[] {
  return [...razorpayRisks(env), ...stripeRisks(env), ...choiceRisks(env, currency)];
}
