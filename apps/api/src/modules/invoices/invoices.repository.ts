import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foods, invoiceCounters, invoices, orderLines, orders, users } from '../../db/schema/index';
import type { ChargedLine } from './invoice-lines';
import { nextSerialOf } from './year-series.repository';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id'>;

/** Invoices, their yearly counters, and what an invoice reads of an order when issued. */
export function createInvoicesRepository() {
  return {
    /** The year's next serial, gap-free (see nextSerialOf). */
    nextSerial: (ex: Executor, financialYear: string): Promise<number> =>
      nextSerialOf(ex, invoiceCounters, financialYear),

    async insert(ex: Executor, invoice: NewInvoice): Promise<InvoiceRow> {
      const [row] = await ex.insert(invoices).values(invoice).returning();
      return row!;
    },

    /** The order's invoice; with `ownerId`, only when that customer placed the order. */
    async findByOrder(ex: Executor, orderId: string, ownerId?: string): Promise<InvoiceRow | null> {
      const [row] = await ex
        .select({ invoice: invoices })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(
          and(
            eq(invoices.orderId, orderId),
            ownerId === undefined ? undefined : eq(orders.userId, ownerId),
          ),
        )
        .limit(1);
      return row?.invoice ?? null;
    },

    /** The order's lines as charged, each with its dish's meat fact as stated now. */
    async chargedLines(ex: Executor, orderId: string): Promise<ChargedLine[]> {
      const rows = await ex
        .select({ line: orderLines, meat: foods.meat })
        .from(orderLines)
        .innerJoin(foods, eq(foods.id, orderLines.foodId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
      return rows.map(({ line, meat }) => ({
        name: line.name,
        size: line.size,
        options: line.options.map((o) => o.name),
        quantity: line.quantity,
        lineTotalMinor: line.lineTotalMinor,
        veg: meat === 'free' ? 'veg' : meat === 'contains' ? 'non_veg' : null,
      }));
    },

    async customerName(ex: Executor, userId: string): Promise<string> {
      const [row] = await ex
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.name ?? '';
    },

    /** The invoices issued from `from` (included) to `to` (excluded), in series order. */
    async issuedBetween(ex: Executor, from: Date, to: Date): Promise<InvoiceRow[]> {
      return ex
        .select()
        .from(invoices)
        .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
        .orderBy(asc(invoices.financialYear), asc(invoices.serial));
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
