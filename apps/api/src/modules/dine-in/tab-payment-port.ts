import { fromMinor, TAB_EVENT, tablePagePath, tabTakesRounds } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { PaymentTabs } from '../payments/tab-port';
import { tabTotalMinor, toTabEvent } from './dine-in.presenter';
import type { TabsRepository } from './tabs.repository';
import type { TabViews } from './tab-views';
import type { BoardNews } from './tabs.service';

/**
 * What a tab's online payment means (decision 0100), decided here on the locked tab: a captured
 * payment of the attempt's own amount and currency is kept when the tab still owes at least
 * that. All of the balance: the tab is paid (method online). Less (a round was added after the
 * payment started): a part payment, the tab stays open with the rest to pay. Anything else (a
 * tab paid or closed meanwhile, an amount or currency the attempt was not opened for, more than
 * is owed) is not kept: audited as unmatched for staff to refund in the provider's dashboard.
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
      const reason =
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
      if (reason) {
        await audit.record(tx, link.reporter, {
          action: 'dine_in_tab.payment_unmatched',
          entityType: 'dine_in_tab',
          entityId: tabId,
          after: { ...reported, reason, status: before.tab.status },
        });
        return { accepted: false, paid: false };
      }
      const paidMinor = before.tab.paidMinor + payment.amountMinor;
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
        after: { status: tab.status, paid: fromMinor(paidMinor), method: 'online', ...reported },
      });
      const event = toTabEvent({ tab, table: before.table }, at);
      return { accepted: true, paid, committed: () => deps.boardNews(TAB_EVENT, event) };
    },

    async pagePath(ex: Executor, tabId) {
      const view = await views.view(ex, await views.byId(ex, tabId));
      // A table removed since: its token is gone; the storefront's home instead.
      return view.table.token ? tablePagePath(view.table.token) : '/';
    },
  };
}
