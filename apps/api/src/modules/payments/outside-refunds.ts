import type { Executor } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { PaymentOrders } from './order-port';
import type { PaymentsRepository, RefundRow } from './payments.repository';
import type { PaymentGateway, ReportedRefund } from './payment-gateway';
import { providerActor, refundSettledOnOrder } from './refund-request';

/**
 * A refund made outside the shop (in the provider's dashboard), learnt from its webhook
 * (issue 31, item 3): recorded on the order that kept the payment, as a refund row marked made
 * outside (never sent by us), so the order's money state, its page, the dashboard's takings and
 * the CSV follow. In the caller's transaction, with the event claimed. Answers the order to
 * publish, or null when nothing of an order changed.
 */
export async function recordOutsideRefund(
  deps: {
    payments: PaymentsRepository;
    orders: PaymentOrders;
    audit: AuditLog;
    gateway: Pick<PaymentGateway, 'provider' | 'label'>;
  },
  tx: Executor,
  rows: readonly RefundRow[],
  paymentId: string,
  refund: ReportedRefund,
): Promise<string | null> {
  const { payments, orders, audit, gateway } = deps;
  // A payment no order kept (yet, or ever): there is nothing to put the refund on.
  const known = rows[0]?.orderId;
  const order = known ? await orders.find(tx, known) : await orders.findByPayment(tx, paymentId);
  if (!order) return null;
  // A row each (a second dashboard refund of the payment too), once per provider refund id.
  const made = await payments.addOutsideRefund(tx, {
    orderId: order.id,
    provider: gateway.provider,
    providerPaymentId: paymentId,
    amountMinor: refund.amountMinor,
    reason: 'outside',
    status: refund.status,
    providerRefundId: refund.id,
  });
  await audit.record(tx, providerActor(gateway), {
    action: 'payment.refunded_outside',
    entityType: 'order',
    entityId: order.id,
    after: {
      number: order.number,
      payment: paymentId,
      refund: refund.id,
      amountMinor: refund.amountMinor,
      status: refund.status,
    },
  });
  if (!made) return null;
  const { own } = await refundSettledOnOrder(deps, tx, { ...made, orderId: order.id });
  return own ? order.id : null;
}

/** Whether a refund event is about the refund row we made (our key, or its id once known). */
export const isOurRefund = (row: RefundRow, refund: ReportedRefund) =>
  !row.madeOutside && (refund.key === row.id || refund.id === row.providerRefundId);
