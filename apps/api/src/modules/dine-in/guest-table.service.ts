import {
  dineInTexts,
  TAB_EVENT,
  TABLE_CALL_EVENT,
  tabTakesRounds,
  type GuestTab,
  type GuestTableResponse,
  type Round,
  type TableCall,
  type TableCallKind,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../../http-error';
import type { DineInRounds, RoundLineInput } from '../orders/dine-in-rounds';
import { requestFingerprint } from '../orders/order-identity';
import type { TabPayments } from '../payments/tab-payments';
import { tabTotalMinor, toGuestTab, toTabEvent, toTableCall } from './dine-in.presenter';
import type { TableRow, TablesRepository } from './tables.repository';
import type { GuestRow, TabRow, TabsRepository } from './tabs.repository';
import type { TabViews } from './tab-views';
import type { BoardNews } from './tabs.service';

/** A guest as their cookie names them, with the tab they joined, checked against the table. */
interface Seated {
  table: TableRow;
  guest: GuestRow;
  tab: TabRow;
}

/** A parallel retry of the same round won: read its round instead. */
class LostRace extends Error {}

/**
 * The guest's side of a table (decision 0094): no account, a name, and a signed cookie naming
 * the guest. Every call names the table's QR token; the cookie's tab must be that table's.
 */
export function createGuestTableService(deps: {
  db: Database;
  tables: TablesRepository;
  tabs: TabsRepository;
  views: TabViews;
  rounds: DineInRounds;
  boardNews: BoardNews;
  /** Paying the tab online (decision 0100); absent: no provider configured. */
  tabPayments?: Pick<TabPayments, 'start'>;
  now?: () => Date;
}) {
  const { db, tables, tabs, views, rounds } = deps;
  const now = deps.now ?? (() => new Date());

  async function tableOf(ex: Executor, token: string, forUpdate = false): Promise<TableRow> {
    const table = await tables.byToken(ex, token, { forUpdate });
    if (!table) throw notFound(dineInTexts.unknownTable);
    return table;
  }

  /** The cookie's guest at this table: 401 without one, 403 when their tab is elsewhere. */
  async function seated(
    ex: Executor,
    token: string,
    guestId: string | null,
    forUpdate = false,
  ): Promise<Seated> {
    const table = await tableOf(ex, token);
    const guest = guestId ? await tabs.guest(ex, guestId) : null;
    if (!guest) throw unauthorized(dineInTexts.notJoined);
    const tab = await tabs.find(ex, guest.tabId, { forUpdate });
    if (!tab || tab.tableId !== table.id) throw forbidden(dineInTexts.otherTable);
    return { table, guest, tab };
  }

  const guestTab = async (ex: Executor, tab: TabRow): Promise<GuestTab> =>
    toGuestTab(await views.view(ex, tab));

  /** Only an open (or bill-asked) tab takes rounds; the refusal says why not. */
  function takesRounds(tab: TabRow) {
    if (tab.status === 'closed') throw conflict(dineInTexts.tabClosed);
    if (!tabTakesRounds(tab.status)) throw conflict(dineInTexts.tabPaid);
  }

  return {
    /** The table, and this browser's tab when its guest sits at this table. */
    async table(token: string, guestId: string | null): Promise<GuestTableResponse> {
      const table = await tableOf(db, token);
      const guest = guestId ? await tabs.guest(db, guestId) : null;
      const tab = guest && (await tabs.find(db, guest.tabId));
      const mine = tab && tab.tableId === table.id ? tab : null;
      return {
        table: { name: table.name, area: table.area },
        tab: mine && (await guestTab(db, mine)),
        you: mine && guest ? { name: guest.name } : null,
        onlinePayment: deps.tabPayments !== undefined,
      };
    },

    /** Joins the table's tab (opening one if none is open): the guest the cookie will name. */
    async join(token: string, input: { name: string; phone?: string }) {
      const at = now();
      return db.transaction(async (tx) => {
        // The table's lock: two first guests at once open one tab, not two.
        const table = await tableOf(tx, token, true);
        const tab = (await tabs.currentOf(tx, table.id)) ?? (await tabs.open(tx, table.id, at));
        const guest = await tabs.addGuest(tx, {
          tabId: tab.id,
          name: input.name,
          phone: input.phone || null,
          at,
        });
        return { guestId: guest.id, tab: await guestTab(tx, tab), you: { name: guest.name } };
      });
    },

    async tab(token: string, guestId: string | null) {
      const { guest, tab } = await seated(db, token, guestId);
      return { tab: await guestTab(db, tab), you: { name: guest.name } };
    },

    /** One round to the kitchen; a retry with the same key answers the same round. */
    async round(
      token: string,
      guestId: string | null,
      key: string,
      body: { lines: RoundLineInput[]; note: string },
    ): Promise<{ round: Round; tab: GuestTab; created: boolean }> {
      const requestHash = requestFingerprint(body);
      const answer = async (ex: Executor, tab: TabRow, orderId: string, created: boolean) => {
        const full = await guestTab(ex, tab);
        return { round: full.rounds.find((r) => r._id === orderId)!, tab: full, created };
      };
      const replay = async (ex: Executor, seat: Seated) => {
        const earlier = await rounds.earlier(ex, seat.guest.userId, key);
        if (!earlier) return null;
        if (earlier.requestHash !== requestHash) {
          throw new HttpError(422, 'This round was already sent with different dishes.');
        }
        return answer(ex, seat.tab, earlier.id, false);
      };
      const before = await seated(db, token, guestId);
      const again = await replay(db, before);
      if (again) return again;
      try {
        const { result, moved } = await db.transaction(async (tx) => {
          const seat = await seated(tx, token, guestId, true);
          takesRounds(seat.tab);
          const opened = await rounds.place(tx, {
            userId: seat.guest.userId,
            tabId: seat.tab.id,
            idempotencyKey: key,
            requestHash,
            lines: body.lines,
            note: body.note,
            contactPhone: seat.guest.phone,
            at: now(),
          });
          if (!opened) throw new LostRace();
          return { result: await answer(tx, seat.tab, opened.order.id, true), moved: opened };
        });
        await rounds.committed(moved);
        return result;
      } catch (error) {
        if (!(error instanceof LostRace)) throw error;
        return (await replay(db, before))!;
      }
    },

    /**
     * The provider's page for the tab's balance, computed here from its rounds (the client
     * names no amount). The refusals a guest can act on come before "not available".
     */
    async pay(token: string, guestId: string | null): Promise<string> {
      const { guest, tab } = await seated(db, token, guestId);
      if (tab.status === 'closed') throw conflict(dineInTexts.tabClosed);
      if (tab.status === 'paid') throw conflict(dineInTexts.tabPaid);
      const view = await views.view(db, tab);
      const balanceMinor = tabTotalMinor(view.rounds) - tab.paidMinor;
      if (balanceMinor <= 0) throw conflict(dineInTexts.nothingToPay);
      if (!deps.tabPayments) throw conflict(dineInTexts.onlineUnavailable);
      return deps.tabPayments.start({
        id: tab.id,
        balanceMinor,
        tableName: view.table.name,
        guest: { name: guest.name, phone: guest.phone },
      });
    },

    /** "Call staff" or "Ask for the bill": stored, and on the board at once. */
    async call(
      token: string,
      guestId: string | null,
      kind: TableCallKind,
    ): Promise<{ call: TableCall; tab: GuestTab }> {
      const at = now();
      const out = await db.transaction(async (tx) => {
        const seat = await seated(tx, token, guestId, true);
        if (seat.tab.status === 'closed') throw conflict(dineInTexts.tabClosed);
        if (kind === 'bill' && seat.tab.status === 'paid') throw conflict(dineInTexts.tabPaid);
        const tab =
          kind === 'bill' && seat.tab.status === 'open'
            ? await tabs.update(tx, seat.tab.id, { status: 'bill_asked', billAskedAt: at })
            : seat.tab;
        const call = await tabs.addCall(tx, { tabId: tab.id, guestId: seat.guest.id, kind, at });
        return { call: toTableCall(call), tab, table: seat.table };
      });
      deps.boardNews(TABLE_CALL_EVENT, out.call);
      if (out.tab.status !== 'open') deps.boardNews(TAB_EVENT, toTabEvent(out, at));
      return { call: out.call, tab: await guestTab(db, out.tab) };
    },
  };
}
export type GuestTableService = ReturnType<typeof createGuestTableService>;
