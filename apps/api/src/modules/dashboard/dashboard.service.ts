import { addDays, DEFAULT_TIME_ZONE, TOP_DISHES_LIMIT } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { orderDay } from '../orders/order-identity';
import { getRestaurantSettings } from '../restaurant/restaurant.repository';
import type {
  DashboardRepository,
  DayTotals,
  DishTotals,
  ExportCursor,
  ExportLineRecord,
  ExportOrderRecord,
  HourTotals,
} from './dashboard.repository';
import { ORDERS_CSV_HEADER, orderCsvRecord } from './orders-csv';

/** Orders per export query: a year of a busy kitchen streams in pages, never all at once. */
export const EXPORT_PAGE_SIZE = 500;

export interface DashboardFigures {
  date: string;
  comparedWith: string;
  timeZone: string;
  today: DayTotals;
  lastWeek: DayTotals;
  topDishes: DishTotals[];
  /** Hours 0-23, zeros included. */
  todayByHour: HourTotals[];
  lastWeekByHour: HourTotals[];
}

/** Every hour of the day, in order: the database only returns hours that had orders. */
function allHours(rows: HourTotals[]): HourTotals[] {
  const byHour = new Map(rows.map((r) => [r.hour, r]));
  return Array.from(
    { length: 24 },
    (_, hour) => byHour.get(hour) ?? { hour, orders: 0, revenueMinor: 0 },
  );
}

export function createDashboardService(deps: {
  db: Database;
  repo: DashboardRepository;
  now?: () => Date;
  /** Orders per export query (tests page through a few orders with a small one). */
  exportPageSize?: number;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const pageSize = deps.exportPageSize ?? EXPORT_PAGE_SIZE;

  const timeZoneOf = async () => (await getRestaurantSettings(db))?.timeZone ?? DEFAULT_TIME_ZONE;

  return {
    /** `date` (default: today in the restaurant's zone) next to the same weekday a week before. */
    async figures(date?: string): Promise<DashboardFigures> {
      const timeZone = await timeZoneOf();
      const day = date ?? orderDay(now(), timeZone).key;
      const comparedWith = addDays(day, -7);
      // One snapshot, so an order placed meanwhile is in every figure or in none.
      return db.transaction(
        async (tx) => {
          const today = await repo.dayTotals(tx, day, timeZone);
          const lastWeek = await repo.dayTotals(tx, comparedWith, timeZone);
          const topDishes = await repo.topDishes(tx, day, timeZone, TOP_DISHES_LIMIT);
          const todayByHour = allHours(await repo.hourTotals(tx, day, timeZone));
          const lastWeekByHour = allHours(await repo.hourTotals(tx, comparedWith, timeZone));
          return {
            date: day,
            comparedWith,
            timeZone,
            today,
            lastWeek,
            topDishes,
            todayByHour,
            lastWeekByHour,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * The orders placed from `from` to `to` (local days, both included) as CSV text, produced
     * page by page as the reader takes it: memory stays bounded however long the range.
     */
    async exportCsv(range: { from: string; to: string }): Promise<AsyncIterable<string>> {
      const timeZone = await timeZoneOf();
      const bounds = { ...range, timeZone };
      const pageAfter = (after: ExportCursor | null) =>
        repo.exportPage(db, bounds, after, pageSize);
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
          const last = page[page.length - 1]!;
          page = await pageAfter({ cursor: last.cursor, id: last.id });
        }
      })();
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
