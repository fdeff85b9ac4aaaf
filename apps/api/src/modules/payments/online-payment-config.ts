import type { Env } from '../../config/env';
import { chosenPaymentProvider, previousWebhookSecret } from '../../config/payment-settings';
import type { OnlinePaymentConfig } from './payments.module';

/** Online payment from the environment: configured only when the chosen provider's keys are set. */
export function onlinePaymentConfig(env: Env): OnlinePaymentConfig | undefined {
  const common = {
    ttlSeconds: env.ONLINE_PAYMENT_TTL_SECONDS,
    reconcileIntervalSeconds: env.PAYMENT_RECONCILE_INTERVAL_SECONDS,
    publicUrl: env.PUBLIC_URL,
  };
  const provider = chosenPaymentProvider(env);
  if (provider === 'stripe') {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env;
    if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return undefined;
    return {
      ...common,
      gateway: {
        provider,
        secretKey: STRIPE_SECRET_KEY,
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
        previousWebhookSecret: previousWebhookSecret(
          env.STRIPE_WEBHOOK_SECRET_PREVIOUS,
          env.WEBHOOK_SECRET_PREVIOUS_UNTIL,
        ),
      },
    };
  }
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = env;
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) return undefined;
  return {
    ...common,
    gateway: {
      provider: 'razorpay',
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
      previousWebhookSecret: previousWebhookSecret(
        env.RAZORPAY_WEBHOOK_SECRET_PREVIOUS,
        env.WEBHOOK_SECRET_PREVIOUS_UNTIL,
      ),
    },
  };
}
