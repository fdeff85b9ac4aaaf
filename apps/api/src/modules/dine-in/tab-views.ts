import { dineInTexts } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import { notFound } from '../../http-error';
import type { DineInRounds } from '../orders/dine-in-rounds';
import type { TabRefund } from '../payments/tab-port';
import type { TabView } from './dine-in.presenter';
import type { TablesRepository } from './tables.repository';
import type { TabRow, TabsRepository } from './tabs.repository';

/** Reads tabs whole (table, guests, rounds) for the guest's and the staff's answers. */
export function createTabViews(deps: {
  tables: TablesRepository;
  tabs: TabsRepository;
  rounds: Pick<DineInRounds, 'ofTabs'>;
  /** The payments module's refunds of tabs' payments (decision 0100); absent: none. */
  refunds?: (ex: Executor, tabIds: readonly string[]) => Promise<TabRefund[]>;
}) {
  async function views(ex: Executor, tabs: TabRow[]): Promise<TabView[]> {
    const ids = tabs.map((t) => t.id);
    // One after the other: inside a transaction they share one connection.
    const guests = await deps.tabs.guestsOf(ex, ids);
    const rounds = await deps.rounds.ofTabs(ex, ids);
    const refunds = deps.refunds ? await deps.refunds(ex, ids) : [];
    const out: TabView[] = [];
    for (const tab of tabs) {
      const table = await deps.tables.anyById(ex, tab.tableId);
      out.push({
        tab,
        table: table!,
        guests: guests.filter((g) => g.tabId === tab.id),
        rounds: rounds.filter((r) => r.order.tabId === tab.id),
        refunds: refunds.filter((r) => r.tabId === tab.id),
      });
    }
    return out;
  }

  return {
    views,
    view: async (ex: Executor, tab: TabRow): Promise<TabView> => (await views(ex, [tab]))[0]!,
    /** A tab by id for staff; 404 when there is none. */
    async byId(ex: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<TabRow> {
      const tab = await deps.tabs.find(ex, id, opts);
      if (!tab) throw notFound(dineInTexts.tabNotFound);
      return tab;
    },
  };
}
export type TabViews = ReturnType<typeof createTabViews>;
