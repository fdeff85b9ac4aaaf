import {
  dineInTexts,
  fromMinor,
  TAB_EVENT,
  TABLE_CALL_EVENT,
  tabTakesRounds,
  type StaffTab,
  type TableCall,
  type TabPaymentMethod,
} from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import type { DineInRounds } from '../orders/dine-in-rounds';
import { tabPaymentBusy, type TabPayments } from '../payments/tab-payments';
import {
  tabTotalMinor,
  toStaffTab,
  toTabEvent,
  toTableCall,
  type TabView,
} from './dine-in.presenter';
import type { TablesRepository } from './tables.repository';
import type { TabRow, TabsRepository } from './tabs.repository';
import type { TabViews } from './tab-views';

/** Where the board hears about calls and tabs (the orders module's streams). */
export type BoardNews = (event: typeof TABLE_CALL_EVENT | typeof TAB_EVENT, data: object) => void;

const audited = (tab: TabRow) => ({
  status: tab.status,
  tableId: tab.tableId,
  paid: fromMinor(tab.paidMinor),
  paidMethod: tab.paidMethod,
});

/**
 * Staff's tab actions (decision 0094): mark paid (cash, card, UPI), close, move, merge, and the
 * calls. Each runs under the tab's row lock, is audited, and tells the board after commit.
 */
export function createTabsService(deps: {
  db: Database;
  tables: TablesRepository;
  tabs: TabsRepository;
  views: TabViews;
  rounds: Pick<DineInRounds, 'moveRounds'>;
  audit: AuditLog;
  boardNews: BoardNews;
  /** A tab's online attempts (decision 0100); absent: no provider configured. */
  tabPayments?: Pick<TabPayments, 'closeOpen'>;
  now?: () => Date;
}) {
  const { db, tabs, views, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Before staff take the money or merge a tab away: its online attempts are closed at the
   * provider, so a guest still on the provider's page cannot pay it twice (decision 0100).
   * One that cannot be closed may have just been paid: refused, nothing changed.
   */
  async function noOnlineAttempt(tabId: string) {
    if (deps.tabPayments && !(await deps.tabPayments.closeOpen(tabId))) {
      throw conflict(tabPaymentBusy);
    }
  }

  /** One audited change of a locked tab; the board hears of it after commit. */
  async function change(
    actor: AuditActor,
    id: string,
    action: string,
    run: (tx: Database, view: TabView, at: Date) => Promise<TabRow>,
    extra: (before: TabView) => object = () => ({}),
  ): Promise<StaffTab> {
    const at = now();
    const view = await db.transaction((tx) =>
      audit.write(tx, actor, {
        read: async () => views.view(tx, await views.byId(tx, id, { forUpdate: true })),
        write: async (_, before) => views.view(tx, await run(tx, before, at)),
        entry: (before, after) => ({
          action,
          entityType: 'dine_in_tab',
          entityId: id,
          before: audited(before.tab),
          after: { ...audited(after.tab), ...extra(before) },
        }),
      }),
    );
    deps.boardNews(TAB_EVENT, toTabEvent(view, at));
    return toStaffTab(view);
  }

  const open = (view: TabView) => {
    if (!tabTakesRounds(view.tab.status)) throw conflict(dineInTexts.notOpen);
  };

  return {
    async list(): Promise<StaffTab[]> {
      return (await views.views(db, await tabs.listOpen(db))).map(toStaffTab);
    },

    async get(id: string): Promise<StaffTab> {
      return toStaffTab(await views.view(db, await views.byId(db, id)));
    },

    /** Staff took the balance: the tab is paid with what it owes now. */
    async markPaid(actor: AuditActor, id: string, method: TabPaymentMethod): Promise<StaffTab> {
      await noOnlineAttempt(id);
      return change(
        actor,
        id,
        'dine_in_tab.paid',
        async (tx, view, at) => {
          if (view.tab.status === 'closed') throw conflict(dineInTexts.tabClosed);
          if (view.tab.status === 'paid') throw conflict(dineInTexts.tabPaid);
          const totalMinor = tabTotalMinor(view.rounds);
          if (totalMinor - view.tab.paidMinor <= 0) throw conflict(dineInTexts.nothingToPay);
          return tabs.update(tx, id, {
            status: 'paid',
            paidMinor: totalMinor,
            paidMethod: method,
            paidAt: at,
            paidBy: actor.id,
          });
        },
        (before) => ({
          amount: fromMinor(tabTotalMinor(before.rounds) - before.tab.paidMinor),
          method,
        }),
      );
    },

    /** A paid tab, or one with nothing due, is closed: the table takes its next guests. */
    close(actor: AuditActor, id: string): Promise<StaffTab> {
      return change(actor, id, 'dine_in_tab.close', async (tx, view, at) => {
        if (view.tab.status === 'closed') throw conflict(dineInTexts.tabClosed);
        if (tabTotalMinor(view.rounds) > view.tab.paidMinor) {
          throw conflict(dineInTexts.closeUnpaid);
        }
        return tabs.update(tx, id, { status: 'closed', closedAt: at });
      });
    },

    /** To a table with no tab of its own (merge otherwise). */
    move(actor: AuditActor, id: string, tableId: string): Promise<StaffTab> {
      return change(actor, id, 'dine_in_tab.move', async (tx, view) => {
        open(view);
        if (view.table.id === tableId) throw conflict(dineInTexts.sameTable);
        const table = await deps.tables.find(tx, tableId, { forUpdate: true });
        if (!table) throw notFound(dineInTexts.tableNotFound);
        if (await tabs.currentOf(tx, tableId)) throw conflict(dineInTexts.tableBusy);
        return tabs.update(tx, id, { tableId });
      });
    },

    /** The other tab's guests, rounds and calls join this one; the other is closed. */
    async merge(actor: AuditActor, id: string, fromTabId: string): Promise<StaffTab> {
      await noOnlineAttempt(fromTabId);
      return change(
        actor,
        id,
        'dine_in_tab.merge',
        async (tx, view, at) => {
          if (fromTabId === id) throw conflict(dineInTexts.mergeSelf);
          open(view);
          const from = await tabs.find(tx, fromTabId, { forUpdate: true });
          if (!from) throw notFound(dineInTexts.tabNotFound);
          if (!tabTakesRounds(from.status)) throw conflict(dineInTexts.notOpen);
          await tabs.moveGuestsAndCalls(tx, fromTabId, id);
          await deps.rounds.moveRounds(tx, fromTabId, id);
          await tabs.update(tx, fromTabId, { status: 'closed', closedAt: at, mergedInto: id });
          return (await tabs.find(tx, id))!;
        },
        () => ({ mergedFrom: fromTabId }),
      );
    },

    calls: async (): Promise<TableCall[]> => (await tabs.openCalls(db)).map(toTableCall),

    async acknowledge(actor: AuditActor, callId: string): Promise<TableCall> {
      const call = await tabs.acknowledge(db, callId, actor.id, now());
      if (!call) throw notFound(dineInTexts.callNotFound);
      const answer = toTableCall(call);
      deps.boardNews(TABLE_CALL_EVENT, answer);
      return answer;
    },
  };
}
export type TabsService = ReturnType<typeof createTabsService>;
