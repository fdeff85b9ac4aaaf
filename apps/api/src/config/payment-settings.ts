import { z } from 'zod';

/** The online payment providers a deployment can choose (decision 0078). */
export const PAYMENT_PROVIDERS = ['razorpay', 'stripe'] as const;

/** Online payment's settings (decisions 0060, 0061, 0078), read by env.ts's schema once, at boot. */
export const paymentSettingsShape = {
  /**
   * Which provider takes online payments (decision 0078): Razorpay for a restaurant in INR,
   * Stripe Checkout for one in another currency (GBP, USD). Unset: Razorpay when its keys are
   * set, else Stripe when its keys are set, else no online payment.
   */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  /**
   * Online payment through Razorpay's hosted page (issue 20, decision 0060): the API key pair
   * and the webhook secret, all three or none. None: online payment is not offered.
   */
  RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Razorpay's API origin; tests point it at the stand-in. */
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/, error: 'RAZORPAY_API_URL must be an http(s):// URL' })
    .default('https://api.razorpay.com'),
  /** Stripe Checkout (decision 0078): the secret API key and the webhook endpoint's secret. */
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Stripe's API origin, given to the SDK as host/port/protocol; tests point it at the stand-in. */
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'STRIPE_API_URL must be an http(s):// URL' })
    .default('https://api.stripe.com'),
  /**
   * Webhook secret rotation (issue 31, item 3): the secret being replaced stays accepted until
   * WEBHOOK_SECRET_PREVIOUS_UNTIL (an ISO 8601 instant), so deliveries signed before the
   * provider's dashboard changed are not refused meanwhile.
   */
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET_PREVIOUS: z.string().trim().min(1).optional(),
  WEBHOOK_SECRET_PREVIOUS_UNTIL: z.iso
    .datetime({ offset: true, error: 'WEBHOOK_SECRET_PREVIOUS_UNTIL must be an ISO 8601 instant' })
    .optional(),
  /** How long an online order waits for its payment before it expires (decision 0061). */
  ONLINE_PAYMENT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** How often each instance asks the provider about orders awaiting payment; 0: never. */
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
};

type PaymentEnv = {
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS?: string;
  STRIPE_WEBHOOK_SECRET_PREVIOUS?: string;
  WEBHOOK_SECRET_PREVIOUS_UNTIL?: string;
  PAYMENT_PROVIDER?: (typeof PAYMENT_PROVIDERS)[number];
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
};

/** The provider in use: the chosen one, else the one whose keys are set (Razorpay first). */
export function chosenPaymentProvider(
  env: PaymentEnv,
): (typeof PAYMENT_PROVIDERS)[number] | undefined {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  if (env.RAZORPAY_KEY_ID || env.RAZORPAY_KEY_SECRET || env.RAZORPAY_WEBHOOK_SECRET) {
    return 'razorpay';
  }
  if (env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET) return 'stripe';
  return undefined;
}

/**
 * Each provider's keys go together: all or none (no online payment); a chosen provider needs
 * its own keys.
 */
export function paymentKeyRefusals(env: PaymentEnv): [string, string][] {
  const refusals: [string, string][] = [];
  const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  if (razorpay.some(Boolean) && !razorpay.every(Boolean)) {
    refusals.push([
      'RAZORPAY_KEY_ID',
      'Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together (or none: no online payment)',
    ]);
  }
  const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET];
  if (stripe.some(Boolean) && !stripe.every(Boolean)) {
    refusals.push([
      'STRIPE_SECRET_KEY',
      'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (or none: no online payment through Stripe)',
    ]);
  }
  if (env.PAYMENT_PROVIDER === 'razorpay' && !razorpay.some(Boolean)) {
    refusals.push([
      'PAYMENT_PROVIDER',
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    ]);
  }
  if (env.PAYMENT_PROVIDER === 'stripe' && !stripe.some(Boolean)) {
    refusals.push([
      'PAYMENT_PROVIDER',
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    ]);
  }
  if (
    (env.RAZORPAY_WEBHOOK_SECRET_PREVIOUS || env.STRIPE_WEBHOOK_SECRET_PREVIOUS) &&
    !env.WEBHOOK_SECRET_PREVIOUS_UNTIL
  ) {
    refusals.push([
      'WEBHOOK_SECRET_PREVIOUS_UNTIL',
      'A previous webhook secret needs WEBHOOK_SECRET_PREVIOUS_UNTIL: until when it is still accepted',
    ]);
  }
  return refusals;
}

/** The secret being rotated out and until when it counts, or undefined. */
export function previousWebhookSecret(
  secret: string | undefined,
  until: string | undefined,
): { secret: string; until: Date } | undefined {
  return secret && until ? { secret, until: new Date(until) } : undefined;
}
