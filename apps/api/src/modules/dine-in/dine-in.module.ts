import type { Database } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { OrdersModule } from '../orders/orders.module';
import { createGuestTableService } from './guest-table.service';
import { createTabPaymentPort } from './tab-payment-port';
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
  orders: Pick<OrdersModule, 'rounds' | 'streams' | 'payments'>;
  audit: AuditLog;
  publicUrl: string;
  sessionSecret: string;
}) {
  const tables = createTablesRepository();
  const tabs = createTabsRepository();
  const rounds = deps.orders.rounds;
  // A tab paid online goes through the payments module (decision 0100): it asks this module
  // what a payment means for a tab, as it asks the orders module for an order.
  const payments = deps.orders.payments?.service;
  const views = createTabViews({ tables, tabs, rounds, refunds: payments?.tabRefunds });
  const boardNews: BoardNews = (event, data) => deps.orders.streams.boardNews(event, data);
  payments?.bindTabs(createTabPaymentPort({ tabs, views, audit: deps.audit, boardNews }));
  const tabPayments = payments?.tabs;
  return {
    cookies: createGuestCookies(deps.sessionSecret),
    guests: createGuestTableService({
      db: deps.db,
      tables,
      tabs,
      views,
      rounds,
      boardNews,
      tabPayments,
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
      tabPayments,
    }),
  };
}
export type DineInModule = ReturnType<typeof createDineInModule>;
