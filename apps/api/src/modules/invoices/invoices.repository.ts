import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foods, invoiceCounters, invoices, orderLines, orders, users } from '../../db/schema/index';
import type { ChargedLine } from './invoice-lines';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id'>;

/** Invoices, their yearly counters, and what an invoice reads of an order when issued. */
export function createInvoicesRepository() {
  return {
    /**
     * The next serial of `financialYear`: its counter row locked FOR UPDATE until the order's
     * transaction ends, so a rolled-back invoice gives its serial back and two never share one
     * (decision 0082). The row is made on the year's first invoice.
     */
    async nextSerial(ex: Executor, financialYear: string): Promise<number> {
      await ex.insert(invoiceCounters).values({ financialYear, last: 0 }).onConflictDoNothing();
      const [counter] = await ex
        .select({ last: invoiceCounters.last })
        .from(invoiceCounters)
        .where(eq(invoiceCounters.financialYear, financialYear))
        .for('update');
      const serial = counter!.last + 1;
      await ex
        .update(invoiceCounters)
        .set({ last: serial })
        .where(eq(invoiceCounters.financialYear, financialYear));
      return serial;
    },

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
