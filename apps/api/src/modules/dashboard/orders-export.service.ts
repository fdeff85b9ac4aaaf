import { DEFAULT_TIME_ZONE, ordersExportFileName } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { DashboardRepository } from './dashboard.repository';
import type { ExportCursor, ExportLineRecord, ExportOrderRecord } from './orders-export-records';
import { ORDERS_CSV_HEADER, orderCsvRecord } from './orders-csv';

/** Orders per export query: a year of a busy kitchen streams in pages, never all at once. */
export const EXPORT_PAGE_SIZE = 500;

/** The audit entry of an export (issue 18, item 7): who took which days, and how many orders. */
export const ORDERS_EXPORT_ACTION = 'orders.export';
export const ORDERS_EXPORT_ENTITY = 'export';

/** The admins' orders file: customers' names and phones, so every download is audited. */
export function createOrdersExportService(deps: {
  db: Database;
  repo: DashboardRepository;
  audit: AuditLog;
  restaurant: RestaurantSettingsReader;
  /** Orders per export query (tests page through a few orders with a small one). */
  pageSize?: number;
}) {
  const { db, repo, audit, restaurant } = deps;
  const pageSize = deps.pageSize ?? EXPORT_PAGE_SIZE;

  return {
    /**
     * The orders placed from `from` to `to` (local days, both included) as CSV text, produced
     * page by page as the reader takes it: memory stays bounded however long the range. The
     * file holds the orders counted when it was asked for, and the audit entry says how many,
     * written before any of them leaves.
     */
    async exportCsv(
      actor: AuditActor,
      range: { from: string; to: string },
    ): Promise<AsyncIterable<string>> {
      const timeZone = (await restaurant.getSettings(db))?.timeZone ?? DEFAULT_TIME_ZONE;
      const bounds = { ...range, timeZone };
      const { rows, last } = await repo.exportExtent(db, bounds);
      await audit.record(db, actor, {
        action: ORDERS_EXPORT_ACTION,
        entityType: ORDERS_EXPORT_ENTITY,
        entityId: ordersExportFileName(range.from, range.to),
        after: { from: range.from, to: range.to, timeZone, rows },
      });
      const pageAfter = (after: ExportCursor | null) =>
        last ? repo.exportPage(db, bounds, after, last, pageSize) : Promise.resolve([]);
      // The first page before any byte is sent: a database failure is still a proper error
      // answer, not a file cut short under a 200.
      const first = await pageAfter(null);
      const rowsOf = async (page: ExportOrderRecord[]) => {
        const lines = await repo.linesOf(
          db,
          page.map((o) => o.id),
        );
        const linesByOrder = new Map<string, ExportLineRecord[]>();
        for (const line of lines) {
          const list = linesByOrder.get(line.orderId);
          if (list) list.push(line);
          else linesByOrder.set(line.orderId, [line]);
        }
        return page.map((o) => orderCsvRecord(o, linesByOrder.get(o.id) ?? [], timeZone)).join('');
      };
      return (async function* () {
        yield ORDERS_CSV_HEADER;
        let page = first;
        while (page.length > 0) {
          yield await rowsOf(page);
          if (page.length < pageSize) return;
          const previous = page[page.length - 1]!;
          page = await pageAfter({ cursor: previous.cursor, id: previous.id });
        }
      })();
    },
  };
}
export type OrdersExportService = ReturnType<typeof createOrdersExportService>;
