import type { Database } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { PaymentOrders } from './order-port';
import { createPaymentReconciliation } from './payment-reconciliation';
import { createPaymentsRepository } from './payments.repository';
import { createPaymentsService } from './payments.service';
import type { PaymentGateway } from './payment-gateway';
import type { RazorpayConfig } from './razorpay-gateway';
import type { StripeConfig } from './stripe-gateway';

/** Online payment as configured from the environment (app.ts). */
export interface OnlinePaymentConfig {
  /** The one provider in use (PAYMENT_PROVIDER, decision 0078) and its keys. */
  gateway: ({ provider: 'razorpay' } & RazorpayConfig) | ({ provider: 'stripe' } & StripeConfig);
  ttlSeconds: number;
  /** 0: the job never runs on its own (tests run it). */
  reconcileIntervalSeconds: number;
  publicUrl: string;
}

/**
 * The configured provider's gateway. Its SDK loads only here: Stripe's and Razorpay's cost every
 * start without online payment ~0.1 s of CPU together.
 */
export async function createPaymentGateway(
  chosen: OnlinePaymentConfig['gateway'],
): Promise<PaymentGateway> {
  if (chosen.provider === 'stripe') {
    return (await import('./stripe-gateway')).createStripeGateway(chosen);
  }
  return (await import('./razorpay-gateway')).createRazorpayGateway(chosen);
}

/**
 * The payments module's composition root, built by the orders module when keys are set. It
 * never imports the orders module: what it needs of orders comes in as `PaymentOrders`.
 */
export function createPaymentsModule(deps: {
  config: OnlinePaymentConfig;
  /** The provider's gateway (createPaymentGateway). */
  gateway: PaymentGateway;
  db: Database;
  /** The order module's side (decision 0077): payments reports, the order module decides. */
  orders: PaymentOrders;
  audit: AuditLog;
  restaurant: RestaurantSettingsReader;
  log: (err: unknown, message: string) => void;
}) {
  const { gateway } = deps;
  const payments = createPaymentsRepository();
  const service = createPaymentsService({
    ...deps,
    gateway,
    payments,
    publicUrl: deps.config.publicUrl,
    ttlSeconds: deps.config.ttlSeconds,
  });
  const reconciliation = createPaymentReconciliation({ ...deps, gateway, payments, service });
  return { service, gateway, reconciliation, config: deps.config };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
