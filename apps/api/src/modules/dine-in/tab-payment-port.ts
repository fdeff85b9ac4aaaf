import { fromMinor, TAB_EVENT, tablePagePath, tabTakesRounds } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { PaymentTabs, TabRefundReason } from '../payments/tab-port';
import { tabTotalMinor, toTabEvent } from './dine-in.presenter';
import type { TabsRepository } from './tabs.repository';
import type { TabViews } from './tab-views';
import type { BoardNews } from './tabs.service';

/**
 * What a tab's online payment means (decision 0100), decided here on the locked tab: a captured
 * payment of the attempt's own amount and currency is kept when the tab still owes at least
 * that. All of the balance: the tab is paid (method online). Less (a round was added after the
 * payment started): a part payment, the tab stays open with the rest to pay. More (a round
 * rejected since): the tab keeps what it owed, is paid, and the surplus goes back. Anything
 * else (a tab paid or closed meanwhile, an amount or currency the attempt was not opened for,
 * an open tab owing nothing) is not kept and goes back whole. The payments module refunds it.
 */
export function createTabPaymentPort(deps: {
  tabs: TabsRepository;
  views: TabViews;
  audit: AuditLog;
  boardNews: BoardNews;
  now?: () => Date;
}): PaymentTabs {
  const { tabs, views, audit } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async lock(tx, tabId) {
      await tabs.find(tx, tabId, { forUpdate: true });
    },

    async paymentReported(tx, tabId, payment, link) {
      // A failed payment changes nothing: the tab stays open and payable again.
      if (payment.status !== 'captured') return { accepted: false, paid: false };
      const at = now();
      const before = await views.view(tx, await views.byId(tx, tabId));
      const totalMinor = tabTotalMinor(before.rounds);
      const owedMinor = totalMinor - before.tab.paidMinor;
      const reason: TabRefundReason | null =
        payment.currency !== link.currency || payment.amountMinor !== link.amountMinor
          ? 'wrong_amount'
          : !tabTakesRounds(before.tab.status)
            ? 'not_payable'
            : payment.amountMinor > owedMinor
              ? 'more_than_owed'
              : null;
      const reported = {
        payment: payment.id,
        amount: fromMinor(payment.amountMinor),
        currency: payment.currency,
      };
      // Kept: all of it, or only what the tab owed (the rest goes back).
      const keptMinor =
        reason === null
          ? payment.amountMinor
          : reason === 'more_than_owed'
            ? Math.max(0, owedMinor)
            : 0;
      if (keptMinor === 0) {
        await audit.record(tx, link.reporter, {
          action: 'dine_in_tab.payment_unmatched',
          entityType: 'dine_in_tab',
          entityId: tabId,
          after: { ...reported, reason, status: before.tab.status },
        });
        return {
          accepted: false,
          paid: false,
          refund: { amountMinor: payment.amountMinor, reason: reason ?? 'not_payable' },
        };
      }
      const paidMinor = before.tab.paidMinor + keptMinor;
      const paid = paidMinor >= totalMinor;
      const tab = await tabs.update(tx, tabId, {
        paidMinor,
        paidMethod: 'online',
        ...(paid ? { status: 'paid' as const, paidAt: at, paidBy: null } : {}),
      });
      await audit.record(tx, link.reporter, {
        action: paid ? 'dine_in_tab.paid' : 'dine_in_tab.part_paid',
        entityType: 'dine_in_tab',
        entityId: tabId,
        before: { status: before.tab.status, paid: fromMinor(before.tab.paidMinor) },
        after: {
          status: tab.status,
          paid: fromMinor(paidMinor),
          method: 'online',
          ...reported,
          ...(reason ? { kept: fromMinor(keptMinor), reason } : {}),
        },
      });
      const event = toTabEvent({ tab, table: before.table }, at);
      const surplusMinor = payment.amountMinor - keptMinor;
      return {
        accepted: true,
        paid,
        committed: () => deps.boardNews(TAB_EVENT, event),
        ...(surplusMinor > 0
          ? { refund: { amountMinor: surplusMinor, reason: 'more_than_owed' as const } }
          : {}),
      };
    },

    async pagePath(ex: Executor, tabId) {
      const view = await views.view(ex, await views.byId(ex, tabId));
      // A table removed since: its token is gone; the storefront's home instead.
      return view.table.token ? tablePagePath(view.table.token) : '/';
    },

    async refundChanged(ex: Executor, tabId) {
      const view = await views.view(ex, await views.byId(ex, tabId));
      deps.boardNews(TAB_EVENT, toTabEvent(view, now()));
    },
  };
}
