import type { Database } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { OrdersModule } from '../orders/orders.module';
import { createGuestTableService } from './guest-table.service';
import { createGuestCookies } from './table-links';
import { createTablesRepository } from './tables.repository';
import { createTablesService } from './tables.service';
import { createTabsRepository } from './tabs.repository';
import { createTabsService, type BoardNews } from './tabs.service';
import { createTabViews } from './tab-views';

/**
 * Dine-in by QR code (decision 0094): the guest routes (public, by a table's token) and the
 * staff routes share these services. Rounds are the orders module's (priced and opened there);
 * calls and tab changes reach the board through the orders module's streams.
 */
export function createDineInModule(deps: {
  db: Database;
  orders: Pick<OrdersModule, 'rounds' | 'streams'>;
  audit: AuditLog;
  publicUrl: string;
  sessionSecret: string;
}) {
  const tables = createTablesRepository();
  const tabs = createTabsRepository();
  const rounds = deps.orders.rounds;
  const views = createTabViews({ tables, tabs, rounds });
  const boardNews: BoardNews = (event, data) => deps.orders.streams.boardNews(event, data);
  return {
    cookies: createGuestCookies(deps.sessionSecret),
    guests: createGuestTableService({
      db: deps.db,
      tables,
      tabs,
      views,
      rounds,
      boardNews,
      // Paying a tab online is not built yet (decision 0094): staff take the money.
      onlinePayment: false,
    }),
    tables: createTablesService({
      db: deps.db,
      tables,
      tabs,
      views,
      audit: deps.audit,
      publicUrl: deps.publicUrl,
    }),
    tabs: createTabsService({
      db: deps.db,
      tables,
      tabs,
      views,
      rounds,
      audit: deps.audit,
      boardNews,
    }),
  };
}
export type DineInModule = ReturnType<typeof createDineInModule>;
