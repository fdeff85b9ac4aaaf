import { fromMinor, type Dashboard, type DayFigures, type HourFigures } from '@ninetonine/contract';
import type { HourTotals } from './dashboard.repository';
import type { DashboardFigures, DayTotalsByMethod } from './dashboard.service';

/** A day's totals as the contract shows them; the average is rounded to the minor unit. */
export function toDayFigures(t: DayTotalsByMethod): DayFigures {
  return {
    orders: t.orders,
    revenue: fromMinor(t.revenueMinor),
    averageOrderValue: t.orders === 0 ? 0 : fromMinor(Math.round(t.revenueMinor / t.orders)),
    cancelled: t.cancelled,
    // Subtracted in minor units, shown in major ones.
    byPaymentMethod: t.byMethod.map((m) => ({
      method: m.method,
      orders: m.orders,
      received: fromMinor(m.receivedMinor),
      refunds: fromMinor(m.refundsMinor),
      takings: fromMinor(m.receivedMinor - m.refundsMinor),
    })),
    byChannel: t.byChannel.map((c) => ({
      channel: c.channel,
      orders: c.orders,
      revenue: fromMinor(c.revenueMinor),
    })),
  };
}

const toHour = (h: HourTotals): HourFigures => ({
  hour: h.hour,
  orders: h.orders,
  revenue: fromMinor(h.revenueMinor),
});

export function toDashboard(f: DashboardFigures): Dashboard {
  return {
    date: f.date,
    comparedWith: f.comparedWith,
    timeZone: f.timeZone,
    today: toDayFigures(f.today),
    lastWeek: toDayFigures(f.lastWeek),
    topDishes: f.topDishes.map((d) => ({
      foodId: d.foodId,
      name: d.name,
      quantity: d.quantity,
      revenue: fromMinor(d.revenueMinor),
    })),
    ordersByHour: { today: f.todayByHour.map(toHour), lastWeek: f.lastWeekByHour.map(toHour) },
  };
}
