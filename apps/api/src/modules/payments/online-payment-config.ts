import type { Env } from '../../config/env';
import type { OnlinePaymentConfig } from './payments.module';

/** Online payment from the environment: configured only when the Razorpay keys are set. */
export function onlinePaymentConfig(env: Env): OnlinePaymentConfig | undefined {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = env;
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) return undefined;
  return {
    razorpay: {
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
    },
    ttlSeconds: env.ONLINE_PAYMENT_TTL_SECONDS,
    reconcileIntervalSeconds: env.PAYMENT_RECONCILE_INTERVAL_SECONDS,
    publicUrl: env.PUBLIC_URL,
  };
}
