import {
  addDays,
  DEFAULT_TIME_ZONE,
  fulfilmentMethods,
  orderPaymentMethods,
  TOP_DISHES_LIMIT,
} from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { orderDay } from '../orders/order-identity';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type {
  ChannelTotals,
  DashboardRepository,
  DayTotals,
  DishTotals,
  HourTotals,
  MethodTotals,
} from './dashboard.repository';

/** A day's totals with its takings by way to pay (every method, in the contract's order). */
export interface DayTotalsByMethod extends DayTotals {
  byMethod: MethodTotals[];
  /** Delivery, pickup, dine-in, zeros included (decision 0094). */
  byChannel: ChannelTotals[];
}

export interface DashboardFigures {
  date: string;
  comparedWith: string;
  timeZone: string;
  today: DayTotalsByMethod;
  lastWeek: DayTotalsByMethod;
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

/** Every method, in order: the database only returns methods that had orders. */
function allMethods(rows: MethodTotals[]): MethodTotals[] {
  const byMethod = new Map(rows.map((r) => [r.method, r]));
  return orderPaymentMethods.map(
    (method) => byMethod.get(method) ?? { method, orders: 0, receivedMinor: 0, refundsMinor: 0 },
  );
}

/** Every channel, in the contract's order. */
function allChannels(rows: ChannelTotals[]): ChannelTotals[] {
  const byChannel = new Map(rows.map((r) => [r.channel, r]));
  return fulfilmentMethods.map(
    (channel) => byChannel.get(channel) ?? { channel, orders: 0, revenueMinor: 0 },
  );
}

export function createDashboardService(deps: {
  db: Database;
  repo: DashboardRepository;
  restaurant: RestaurantSettingsReader;
  now?: () => Date;
}) {
  const { db, repo, restaurant } = deps;
  const now = deps.now ?? (() => new Date());

  const timeZoneOf = async () => (await restaurant.getSettings(db))?.timeZone ?? DEFAULT_TIME_ZONE;

  return {
    /** `date` (default: today in the restaurant's zone) next to the same weekday a week before. */
    async figures(date?: string): Promise<DashboardFigures> {
      const timeZone = await timeZoneOf();
      const day = date ?? orderDay(now(), timeZone).key;
      const comparedWith = addDays(day, -7);
      // One snapshot, so an order placed meanwhile is in every figure or in none.
      return db.transaction(
        async (tx) => {
          const dayOf = async (date: string): Promise<DayTotalsByMethod> => ({
            ...(await repo.dayTotals(tx, date, timeZone)),
            byMethod: allMethods(await repo.methodTotals(tx, date, timeZone)),
            byChannel: allChannels(await repo.channelTotals(tx, date, timeZone)),
          });
          const today = await dayOf(day);
          const lastWeek = await dayOf(comparedWith);
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
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
