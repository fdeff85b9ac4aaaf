import type { RefundStatus } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { PaymentGateway, ReportedRefund } from './payment-gateway';
import type { PaymentsRepository, RefundRow } from './payments.repository';
import { providerActor } from './refund-request';
import type { TabRefund, TabRefundReason } from './tab-port';

type Deps = {
  payments: PaymentsRepository;
  audit: AuditLog;
  gateway: Pick<PaymentGateway, 'provider' | 'label'>;
};

/**
 * A tab's payment it did not keep, or its surplus (decision 0100), goes back like an order's:
 * its row in the transaction that decided it, once per provider payment (the system refunds'
 * unique key), sent after commit and retried by reconciliation. True when this call made it.
 */
export async function requestTabRefund(
  deps: Deps,
  tx: Executor,
  tabId: string,
  refund: { providerPaymentId: string; amountMinor: number; reason: TabRefundReason },
): Promise<boolean> {
  const made = await deps.payments.addRefund(tx, {
    tabId,
    provider: deps.gateway.provider,
    ...refund,
  });
  if (!made) return false;
  await deps.audit.record(tx, providerActor(deps.gateway), {
    action: 'payment.refund_requested',
    entityType: 'dine_in_tab',
    entityId: tabId,
    after: {
      payment: refund.providerPaymentId,
      amountMinor: refund.amountMinor,
      reason: refund.reason,
    },
  });
  return true;
}

/** A tab's refund settled (refunded or refused): audited on the tab; no order, mail or note. */
export async function auditTabRefund(
  deps: Pick<Deps, 'audit' | 'gateway'>,
  tx: Executor,
  row: RefundRow & { tabId: string },
  settled: { status: RefundStatus; refund: ReportedRefund | null; failureReason: string | null },
): Promise<void> {
  if (settled.status === 'pending') return;
  await deps.audit.record(tx, providerActor(deps.gateway), {
    action: settled.status === 'refunded' ? 'payment.refunded' : 'payment.refund_failed',
    entityType: 'dine_in_tab',
    entityId: row.tabId,
    after: {
      payment: row.providerPaymentId,
      refund: settled.refund?.id ?? null,
      amountMinor: row.amountMinor,
      reason: row.reason,
      ...(settled.failureReason ? { providerReason: settled.failureReason } : {}),
    },
  });
}

/**
 * A refund of a tab's payment made in the provider's dashboard, learnt from its webhook: a row
 * marked made outside on the tab (never sent by us), audited. In the caller's transaction.
 */
export async function recordOutsideTabRefund(
  deps: Deps,
  tx: Executor,
  tabId: string,
  paymentId: string,
  refund: ReportedRefund,
): Promise<void> {
  const made = await deps.payments.addOutsideRefund(tx, {
    tabId,
    provider: deps.gateway.provider,
    providerPaymentId: paymentId,
    amountMinor: refund.amountMinor,
    reason: 'outside',
    status: refund.status,
    providerRefundId: refund.id,
  });
  if (!made) return;
  await deps.audit.record(tx, providerActor(deps.gateway), {
    action: 'payment.refunded_outside',
    entityType: 'dine_in_tab',
    entityId: tabId,
    after: {
      payment: paymentId,
      refund: refund.id,
      amountMinor: refund.amountMinor,
      status: refund.status,
    },
  });
}

/** The refunds of these tabs, as the dine-in views show them. */
export const tabRefundsReader =
  (payments: PaymentsRepository) =>
  async (ex: Executor, tabIds: readonly string[]): Promise<TabRefund[]> =>
    (await payments.refundsOfTabs(ex, tabIds)).map((r) => ({
      id: r.id,
      tabId: r.tabId!,
      amountMinor: r.amountMinor,
      status: r.status,
      reason: r.reason,
      failureReason: r.failureReason,
      createdAt: r.createdAt,
    }));
