import { and, asc, eq, gte, lt, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditNoteCounters, creditNotes, orders } from '../../db/schema/index';
import { nextSerialOf } from './year-series.repository';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNote = Omit<typeof creditNotes.$inferInsert, 'id'>;

/** Credit notes and their yearly counters (decision 0089). */
export function createCreditNotesRepository() {
  return {
    /** The year's next serial, gap-free (see nextSerialOf). */
    nextSerial: (ex: Executor, financialYear: string): Promise<number> =>
      nextSerialOf(ex, creditNoteCounters, financialYear),

    /** A second note of one refund fails on the unique key: the transaction, serial and all, rolls back. */
    async insert(ex: Executor, note: NewCreditNote): Promise<CreditNoteRow> {
      const [row] = await ex.insert(creditNotes).values(note).returning();
      return row!;
    },

    async findByRefund(ex: Executor, refundId: string): Promise<CreditNoteRow | null> {
      const [row] = await ex
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.refundId, refundId))
        .limit(1);
      return row ?? null;
    },

    /** What the invoice's notes have given back so far. */
    async creditedMinor(ex: Executor, invoiceId: string): Promise<number> {
      const [row] = await ex
        .select({ total: sum(creditNotes.totalMinor) })
        .from(creditNotes)
        .where(eq(creditNotes.invoiceId, invoiceId));
      return Number(row?.total ?? 0);
    },

    /** The order's notes in series order; with `ownerId`, only when that customer placed it. */
    async ofOrder(ex: Executor, orderId: string, ownerId?: string): Promise<CreditNoteRow[]> {
      const rows = await ex
        .select({ note: creditNotes })
        .from(creditNotes)
        .innerJoin(orders, eq(orders.id, creditNotes.orderId))
        .where(
          and(
            eq(creditNotes.orderId, orderId),
            ownerId === undefined ? undefined : eq(orders.userId, ownerId),
          ),
        )
        .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.serial));
      return rows.map((r) => r.note);
    },

    /** The notes issued from `from` (included) to `to` (excluded), in series order. */
    async issuedBetween(ex: Executor, from: Date, to: Date): Promise<CreditNoteRow[]> {
      return ex
        .select()
        .from(creditNotes)
        .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
        .orderBy(asc(creditNotes.financialYear), asc(creditNotes.serial));
    },
  };
}

export type CreditNotesRepository = ReturnType<typeof createCreditNotesRepository>;
