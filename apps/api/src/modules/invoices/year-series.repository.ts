import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { creditNoteCounters, invoiceCounters } from '../../db/schema/index';

/** The yearly counters of the GST series (db/schema/gst-documents.ts): invoices, credit notes. */
type YearCounters = typeof invoiceCounters | typeof creditNoteCounters;

/**
 * The next serial of `financialYear` in `counters`' series: its row (made on the year's first
 * document) locked FOR UPDATE until the transaction ends, so a rolled-back document gives its
 * serial back and two never share one (decisions 0082, 0089).
 */
export async function nextSerialOf(
  ex: Executor,
  counters: YearCounters,
  financialYear: string,
): Promise<number> {
  // Both are financialYearCounter's table (same columns); Drizzle's builders want one type.
  const table = counters as typeof invoiceCounters;
  await ex.insert(table).values({ financialYear, last: 0 }).onConflictDoNothing();
  const [counter] = await ex
    .select({ last: table.last })
    .from(table)
    .where(eq(table.financialYear, financialYear))
    .for('update');
  const serial = counter!.last + 1;
  await ex.update(table).set({ last: serial }).where(eq(table.financialYear, financialYear));
  return serial;
}
