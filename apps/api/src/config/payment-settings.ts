import { z } from 'zod';

/** Online payment's settings (decisions 0060, 0061), read by env.ts's schema once, at boot. */
export const paymentSettingsShape = {
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
  /** How long an online order waits for its payment before it expires (decision 0061). */
  ONLINE_PAYMENT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** How often each instance asks the provider about orders awaiting payment; 0: never. */
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
};

/** The key pair and the webhook secret go together: all three or none (no online payment). */
export function paymentKeyRefusals(env: {
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
}): [string, string][] {
  const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  return keys.some(Boolean) && !keys.every(Boolean)
    ? [
        [
          'RAZORPAY_KEY_ID',
          'Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together (or none: no online payment)',
        ],
      ]
    : [];
}
