import type { Executor } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentsRepository } from './payments.repository';

/** The system's name in the audit log for what the provider told us or was asked. */
export const providerActor = (gateway: Pick<PaymentGateway, 'label'>) => ({
  label: gateway.label,
});

/**
 * Asks for a payment's refund in the caller's transaction: its row (once: one per provider
 * payment) and, when this call made it, the audit entry. Sent to the provider after commit by
 * the refunds' run. True when this call made it.
 */
export async function requestRefund(
  deps: {
    payments: PaymentsRepository;
    audit: AuditLog;
    gateway: Pick<PaymentGateway, 'provider' | 'label'>;
  },
  tx: Executor,
  order: { id: string; number: string },
  refund: { providerPaymentId: string; amountMinor: number; reason: string },
): Promise<boolean> {
  const made = await deps.payments.addRefund(tx, {
    orderId: order.id,
    provider: deps.gateway.provider,
    ...refund,
  });
  if (!made) return false;
  await deps.audit.record(tx, providerActor(deps.gateway), {
    action: 'payment.refund_requested',
    entityType: 'order',
    entityId: order.id,
    after: {
      number: order.number,
      payment: refund.providerPaymentId,
      amountMinor: refund.amountMinor,
      reason: refund.reason,
    },
  });
  return true;
}
