import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dineInTables, dineInTabs } from '../../db/schema/index';

export type TableRow = typeof dineInTables.$inferSelect;
export type TableValues = Pick<TableRow, 'name' | 'seats' | 'area'>;
/** A table with its tab that is not closed yet, if any. */
export interface TableWithTab {
  table: TableRow;
  tab: { id: string; status: (typeof dineInTabs.$inferSelect)['status'] } | null;
}

const live = isNull(dineInTables.removedAt);

/** The dine-in tables (decision 0094); only this file touches `dine_in_tables`. */
export function createTablesRepository() {
  return {
    /** Every table not removed, by name, each with its current tab. */
    async list(ex: Executor): Promise<TableWithTab[]> {
      const rows = await ex
        .select({ table: dineInTables, tabId: dineInTabs.id, tabStatus: dineInTabs.status })
        .from(dineInTables)
        .leftJoin(
          dineInTabs,
          and(eq(dineInTabs.tableId, dineInTables.id), ne(dineInTabs.status, 'closed')),
        )
        .where(live)
        .orderBy(asc(sql`lower(${dineInTables.name})`), asc(dineInTables.id));
      return rows.map((r) => ({
        table: r.table,
        tab: r.tabId && r.tabStatus ? { id: r.tabId, status: r.tabStatus } : null,
      }));
    },

    /** A table not removed; `forUpdate` locks it until commit (changes, a tab opening). */
    async find(ex: Executor, id: string, opts: { forUpdate?: boolean } = {}) {
      const query = ex
        .select()
        .from(dineInTables)
        .where(and(eq(dineInTables.id, id), live));
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Any table, removed ones too (a tab's history names it). */
    async anyById(ex: Executor, id: string): Promise<TableRow | null> {
      const [row] = await ex.select().from(dineInTables).where(eq(dineInTables.id, id));
      return row ?? null;
    },

    /** The table a QR token opens; null for an unknown, replaced or removed one. */
    async byToken(ex: Executor, token: string, opts: { forUpdate?: boolean } = {}) {
      const query = ex
        .select()
        .from(dineInTables)
        .where(and(eq(dineInTables.token, token), live));
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    async insert(ex: Executor, values: TableValues & { token: string }): Promise<TableRow> {
      const [row] = await ex.insert(dineInTables).values(values).returning();
      return row!;
    },

    async update(
      ex: Executor,
      id: string,
      changes: Partial<TableValues> & { token?: string },
    ): Promise<TableRow> {
      const [row] = await ex
        .update(dineInTables)
        .set(changes)
        .where(eq(dineInTables.id, id))
        .returning();
      return row!;
    },

    /** Kept for the tabs that name it; its token goes, so its QR opens nothing. */
    async remove(ex: Executor, id: string, at: Date): Promise<void> {
      await ex
        .update(dineInTables)
        .set({ removedAt: at, token: null })
        .where(eq(dineInTables.id, id));
    },
  };
}
export type TablesRepository = ReturnType<typeof createTablesRepository>;
