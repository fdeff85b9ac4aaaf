import type { TabStatus, TableCallKind } from '@ninetonine/contract';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dineInCalls, dineInGuests, dineInTables, dineInTabs, users } from '../../db/schema/index';

export type TabRow = typeof dineInTabs.$inferSelect;
export type GuestRow = typeof dineInGuests.$inferSelect;
export type CallRow = typeof dineInCalls.$inferSelect;
/** A call with what the board shows beside it. */
export interface CallRecord extends CallRow {
  tableId: string;
  tableName: string;
  guestName: string;
}

const notClosed = ne(dineInTabs.status, 'closed');

/** Tabs, their guests and calls (decision 0094); only this file touches those tables. */
export function createTabsRepository() {
  const callFields = {
    call: dineInCalls,
    tableId: dineInTables.id,
    tableName: dineInTables.name,
    guestName: dineInGuests.name,
  };
  const callsQuery = (ex: Executor) =>
    ex
      .select(callFields)
      .from(dineInCalls)
      .innerJoin(dineInTabs, eq(dineInTabs.id, dineInCalls.tabId))
      .innerJoin(dineInTables, eq(dineInTables.id, dineInTabs.tableId))
      .innerJoin(dineInGuests, eq(dineInGuests.id, dineInCalls.guestId));
  const toCall = (r: { call: CallRow; tableId: string; tableName: string; guestName: string }) => ({
    ...r.call,
    tableId: r.tableId,
    tableName: r.tableName,
    guestName: r.guestName,
  });

  return {
    /** The table's tab that is not closed, if any; `forUpdate` locks it. */
    async currentOf(ex: Executor, tableId: string, opts: { forUpdate?: boolean } = {}) {
      const query = ex
        .select()
        .from(dineInTabs)
        .where(and(eq(dineInTabs.tableId, tableId), notClosed));
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    async find(ex: Executor, id: string, opts: { forUpdate?: boolean } = {}) {
      const query = ex.select().from(dineInTabs).where(eq(dineInTabs.id, id));
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Every tab not closed, oldest first. */
    listOpen: (ex: Executor): Promise<TabRow[]> =>
      ex.select().from(dineInTabs).where(notClosed).orderBy(asc(dineInTabs.createdAt)),

    /** A new tab for the table (the caller holds the table's lock, so it is the only one). */
    async open(ex: Executor, tableId: string, at: Date): Promise<TabRow> {
      const [row] = await ex
        .insert(dineInTabs)
        .values({ tableId, status: 'open', createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },

    async update(
      ex: Executor,
      id: string,
      changes: Partial<Omit<TabRow, 'id' | 'createdAt' | 'updatedAt'>>,
    ): Promise<TabRow> {
      const [row] = await ex
        .update(dineInTabs)
        .set(changes)
        .where(eq(dineInTabs.id, id))
        .returning();
      return row!;
    },

    /**
     * A guest and the account their rounds are owned by: no email, no password, no identity,
     * so it can never sign in (decision 0094).
     */
    async addGuest(
      ex: Executor,
      guest: { tabId: string; name: string; phone: string | null; at: Date },
    ): Promise<GuestRow> {
      const [user] = await ex
        .insert(users)
        .values({ name: guest.name, phone: guest.phone, role: 'customer' })
        .returning({ id: users.id });
      const [row] = await ex
        .insert(dineInGuests)
        .values({ ...guest, userId: user!.id, createdAt: guest.at })
        .returning();
      return row!;
    },

    async guest(ex: Executor, id: string): Promise<GuestRow | null> {
      const [row] = await ex.select().from(dineInGuests).where(eq(dineInGuests.id, id));
      return row ?? null;
    },

    guestsOf: (ex: Executor, tabIds: string[]): Promise<GuestRow[]> =>
      tabIds.length === 0
        ? Promise.resolve([])
        : ex
            .select()
            .from(dineInGuests)
            .where(inArray(dineInGuests.tabId, tabIds))
            .orderBy(asc(dineInGuests.createdAt), asc(dineInGuests.id)),

    /** A merge: the guests and calls of one tab join the other. */
    async moveGuestsAndCalls(ex: Executor, fromTabId: string, toTabId: string): Promise<void> {
      await ex
        .update(dineInGuests)
        .set({ tabId: toTabId })
        .where(eq(dineInGuests.tabId, fromTabId));
      await ex.update(dineInCalls).set({ tabId: toTabId }).where(eq(dineInCalls.tabId, fromTabId));
    },

    async addCall(
      ex: Executor,
      call: { tabId: string; guestId: string; kind: TableCallKind; at: Date },
    ): Promise<CallRecord> {
      const [row] = await ex
        .insert(dineInCalls)
        .values({ tabId: call.tabId, guestId: call.guestId, kind: call.kind, createdAt: call.at })
        .returning({ id: dineInCalls.id });
      const [read] = await callsQuery(ex).where(eq(dineInCalls.id, row!.id));
      return toCall(read!);
    },

    /** Calls nobody acknowledged yet, oldest first. */
    async openCalls(ex: Executor): Promise<CallRecord[]> {
      const rows = await callsQuery(ex)
        .where(isNull(dineInCalls.acknowledgedAt))
        .orderBy(asc(dineInCalls.createdAt), asc(dineInCalls.id));
      return rows.map(toCall);
    },

    /** Acknowledges the call (once: a second ack keeps the first time); null: no such call. */
    async acknowledge(ex: Executor, id: string, by: string, at: Date): Promise<CallRecord | null> {
      await ex
        .update(dineInCalls)
        .set({ acknowledgedAt: at, acknowledgedBy: by })
        .where(and(eq(dineInCalls.id, id), isNull(dineInCalls.acknowledgedAt)));
      const [read] = await callsQuery(ex).where(eq(dineInCalls.id, id));
      return read ? toCall(read) : null;
    },

    /** A tab's status as the `tab` event tells it. */
    async statusOf(ex: Executor, id: string): Promise<TabStatus | null> {
      const [row] = await ex
        .select({ status: dineInTabs.status })
        .from(dineInTabs)
        .where(eq(dineInTabs.id, id));
      return row?.status ?? null;
    },
  };
}
export type TabsRepository = ReturnType<typeof createTabsRepository>;
