import type { Executor } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentOrders } from './order-port';
import type { PaymentsRepository, RefundRow } from './payments.repository';
import { refundBalance } from './refund-balance';

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

/**
 * A refund row's new state told to the order module, with its payment's refunds summed (a part
 * refund leaves the order paid, decision 0080); in the caller's transaction, the row written.
 */
export async function refundSettledOnOrder(
  deps: { payments: PaymentsRepository; orders: PaymentOrders },
  tx: Executor,
  row: Pick<
    RefundRow,
    'id' | 'providerPaymentId' | 'status' | 'requestedBy' | 'amountMinor' | 'reason'
  > & { orderId: string },
) {
  const balance = refundBalance(await deps.payments.refundsOfPayment(tx, row.providerPaymentId));
  return deps.orders.refundSettled(tx, row.orderId, row.providerPaymentId, {
    status: balance.status ?? row.status,
    refundedMinor: balance.refundedMinor,
    refund: {
      id: row.id,
      status: row.status,
      byStaff: row.requestedBy !== null,
      amountMinor: row.amountMinor,
      reason: row.reason,
    },
  });
}
