import { z } from 'zod';
import { orderPaymentMethods } from './limits';
import { fulfilmentMethods } from './order-status';

/**
 * The staff dashboard (GET /staff/dashboard) and the orders export (GET
 * /staff/orders/export.csv). Days are the restaurant's calendar days (its time zone, local
 * midnight to local midnight); money in major units, as everywhere on the wire.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest export, in days (both ends included): a year, leap day and all. */
export const EXPORT_MAX_DAYS = 366;
/** How many of the day's best sellers the dashboard lists. */
export const TOP_DISHES_LIMIT = 5;
/**
 * Statuses whose orders earn nothing: left out of every dashboard figure but `cancelled`. An
 * online order unpaid (awaiting payment) or never paid (expired) is no takings either (issue 20).
 */
export const UNEARNED_ORDER_STATUSES = [
  'cancelled',
  'rejected',
  'awaiting_payment',
  'expired',
] as const;

/** A restaurant calendar day, YYYY-MM-DD (a real date; years 2000-2999 keep arithmetic sane). */
export const localDateSchema = z.iso
  // Only a date in another form gets this text: a missing one yields to the contract's sentence
  // naming the field ("To is required", issue-messages.ts).
  .date({ error: (issue) => (issue.input === undefined ? undefined : 'Use a date as YYYY-MM-DD') })
  .refine((d) => d >= '2000-01-01' && d <= '2999-12-31', {
    message: 'Use a date between 2000 and 2999',
  });

/** The UTC-midnight instant of a YYYY-MM-DD, for calendar arithmetic only (never a zone). */
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** `date` moved by `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(dayStart(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days from `from` to `to`, both included (0 or less: `to` is before). */
export function daysInRange(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / DAY_MS) + 1;
}

/** GET /staff/dashboard?date= (default: today in the restaurant's time zone). */
export const dashboardQuerySchema = z.object({ date: localDateSchema.optional() });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const bothDates = (q: { from: unknown; to: unknown }) =>
  localDateSchema.safeParse(q.from).success && localDateSchema.safeParse(q.to).success;

/** GET /staff/orders/export.csv?from=&to= (both ends included). */
export const ordersExportQuerySchema = z
  .object({ from: localDateSchema, to: localDateSchema })
  // Range rules only speak once both ends are dates (zod runs them after a field's own issue).
  .refine((q) => !bothDates(q) || q.from <= q.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  })
  .refine((q) => !bothDates(q) || daysInRange(q.from, q.to) <= EXPORT_MAX_DAYS, {
    message: `Export at most ${EXPORT_MAX_DAYS} days at a time`,
    path: ['to'],
  });
export type OrdersExportQuery = z.infer<typeof ordersExportQuerySchema>;

/**
 * One way to pay's share of a day (decision 0063). Paid on handover: the orders kept (not
 * cancelled or rejected) and their totals. Online: every order whose payment came in, what came
 * in, and what went (or is going) back; `takings` is what the restaurant keeps.
 */
export const methodTakingsSchema = z
  .object({
    method: z.enum(orderPaymentMethods),
    orders: z.number().int(),
    received: z.number(),
    refunds: z.number(),
    /** received − refunds (major units; summed in minor units). */
    takings: z.number(),
  })
  .meta({
    id: 'MethodTakings',
    description: "One way to pay's share of a day's takings, refunds subtracted",
    example: { method: 'online', orders: 3, received: 1497, refunds: 499, takings: 998 },
  });
export type MethodTakings = z.infer<typeof methodTakingsSchema>;

/** One channel's share of a day (decision 0094): orders kept and their totals. */
export const channelFiguresSchema = z
  .object({
    channel: z.enum(fulfilmentMethods),
    orders: z.number().int(),
    revenue: z.number(),
  })
  .meta({
    id: 'ChannelFigures',
    description: 'One channel (delivery, pickup, dine-in): orders kept and their revenue',
    example: { channel: 'dine_in', orders: 4, revenue: 1996 },
  });
export type ChannelFigures = z.infer<typeof channelFiguresSchema>;

/** One day's figures; cancelled and rejected orders count only in `cancelled`. */
export const dayFiguresSchema = z.object({
  /** Orders placed that day, not cancelled or rejected. */
  orders: z.number().int(),
  /** Sum of those orders' totals (delivery fee and tax included). */
  revenue: z.number(),
  /** revenue / orders, rounded to the minor unit; 0 with no orders. */
  averageOrderValue: z.number(),
  /** Orders placed that day and since cancelled or rejected. */
  cancelled: z.number().int(),
  /** Every way to pay, in the contract's order, zeros included; their takings add up to revenue. */
  byPaymentMethod: z.array(methodTakingsSchema),
  /** Every channel, delivery, pickup, dine-in, zeros included; their revenue adds up to revenue. */
  byChannel: z.array(channelFiguresSchema),
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

/** One local hour (0-23) of a day: orders placed in it and their revenue. */
export const hourFiguresSchema = z.object({
  hour: z.number().int().min(0).max(23),
  orders: z.number().int(),
  revenue: z.number(),
});
export type HourFigures = z.infer<typeof hourFiguresSchema>;

export const topDishSchema = z.object({
  foodId: z.string(),
  /** The name it was last sold under that day. */
  name: z.string(),
  quantity: z.number().int(),
  /** Sum of its line totals (before any order discount). */
  revenue: z.number(),
});
export type TopDish = z.infer<typeof topDishSchema>;

export const dashboardSchema = z.object({
  date: z.string(),
  /** The same weekday a week before `date`. */
  comparedWith: z.string(),
  /** The IANA zone the days and hours are counted in. */
  timeZone: z.string(),
  today: dayFiguresSchema,
  lastWeek: dayFiguresSchema,
  /** The day's best sellers by quantity, at most TOP_DISHES_LIMIT. */
  topDishes: z.array(topDishSchema),
  /** Every hour 0-23 of each day, in order, zeros included. */
  ordersByHour: z.object({
    today: z.array(hourFiguresSchema),
    lastWeek: z.array(hourFiguresSchema),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The 200 answer of the export, for the API document: a CSV file. */
export const ordersExportCsvResponse = {
  description:
    'A CSV file (RFC 4180, UTF-8 with a byte order mark, CRLF lines), one row per order placed ' +
    'in the range, oldest first. Text cells that a spreadsheet would run as a formula start ' +
    'with an apostrophe.',
  content: { 'text/csv': { schema: z.string() } },
};

/** The export's file name, as the server names it and the browser saves it. */
export const ordersExportFileName = (from: string, to: string) => `orders-${from}-to-${to}.csv`;
