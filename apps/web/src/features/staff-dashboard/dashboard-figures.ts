import type { Dashboard, HourFigures, RestaurantFormat } from '@ninetonine/contract';

export type ChangeDirection = 'up' | 'down' | 'same' | 'new';

/** How a figure moved since the same weekday last week, in words as well as numbers. */
export interface Change {
  direction: ChangeDirection;
  /** Short text on the card: "+12%", "−8%", "0%", "New". */
  text: string;
  /** The whole sentence for screen readers: "Up 12% on last week". */
  label: string;
}

const MINUS = '\u2212';

/**
 * The change from `before` to `now` as a whole percent. Nothing last week makes any figure
 * today "new" (a percent of zero is meaningless); rounding never shows a real move as 0%.
 */
export function percentChange(now: number, before: number): Change {
  if (now === before) return { direction: 'same', text: '0%', label: 'The same as last week' };
  if (before === 0) return { direction: 'new', text: 'New', label: 'Up from none last week' };
  const exact = ((now - before) / Math.abs(before)) * 100;
  const rounded = Math.max(1, Math.round(Math.abs(exact)));
  return exact > 0
    ? { direction: 'up', text: `+${rounded}%`, label: `Up ${rounded}% on last week` }
    : { direction: 'down', text: `${MINUS}${rounded}%`, label: `Down ${rounded}% on last week` };
}

/** The three headline figures, each with its formatting. */
export function statCards(d: Dashboard, format: RestaurantFormat) {
  return [
    {
      key: 'orders',
      title: 'Orders',
      now: d.today.orders,
      before: d.lastWeek.orders,
      format: format.count,
    },
    {
      key: 'revenue',
      title: 'Revenue',
      now: d.today.revenue,
      before: d.lastWeek.revenue,
      format: format.price,
    },
    {
      key: 'average',
      title: 'Average order',
      now: d.today.averageOrderValue,
      before: d.lastWeek.averageOrderValue,
      format: format.price,
    },
  ].map((c) => ({ ...c, change: percentChange(c.now, c.before) }));
}

/** "09:00", the start of an hour of the day. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export interface HourRow {
  hour: number;
  label: string;
  today: number;
  lastWeek: number;
}

/**
 * The hours worth showing: from the first hour either day had an order to the last one (a
 * kitchen open 9 to 9 should not draw twelve empty night hours), at least 09:00-21:00.
 */
export function hourRows(byHour: Dashboard['ordersByHour']): HourRow[] {
  const ordersAt = (list: HourFigures[], hour: number) =>
    list.find((h) => h.hour === hour)?.orders ?? 0;
  const busy = Array.from({ length: 24 }, (_, h) => h).filter(
    (h) => ordersAt(byHour.today, h) > 0 || ordersAt(byHour.lastWeek, h) > 0,
  );
  const first = Math.min(9, ...busy);
  const last = Math.max(21, ...busy);
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const hour = first + i;
    return {
      hour,
      label: hourLabel(hour),
      today: ordersAt(byHour.today, hour),
      lastWeek: ordersAt(byHour.lastWeek, hour),
    };
  });
}

/**
 * The chart's columns: x (hours), then last week's and today's orders, as uPlot takes them. An
 * hour without orders is null (no bar at all), not 0 (a hairline bar on the axis).
 */
export function chartColumns(rows: HourRow[]): [number[], (number | null)[], (number | null)[]] {
  const bar = (n: number) => (n > 0 ? n : null);
  return [rows.map((r) => r.hour), rows.map((r) => bar(r.lastWeek)), rows.map((r) => bar(r.today))];
}

/** One sentence that says what the chart shows, for everyone who cannot see it. */
export function chartSummary(rows: HourRow[], date: string): string {
  const total = rows.reduce((s, r) => s + r.today, 0);
  if (total === 0) return `No orders on ${date}.`;
  const peak = rows.reduce((best, r) => (r.today > best.today ? r : best));
  return `${total} ${total === 1 ? 'order' : 'orders'} on ${date}; the busiest hour was ${peak.label} with ${peak.today}.`;
}
