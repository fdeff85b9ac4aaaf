/**
 * What a customer or staff member reads: every price, time and date shown (pages, the CSV, the
 * server's messages) is formatted here by Intl, in the restaurant's locale and currency and on
 * its clock (restaurant-time.ts), from the restaurant's settings
 * (docs/decisions/0037-restaurant-time-money-and-locale.md).
 */
import { MINOR_PER_MAJOR } from './money';
import { DAY_MS, DEFAULT_TIME_ZONE, isKnownTimeZone, restaurantDay } from './restaurant-time';

export const DEFAULT_LOCALE = 'en-IN';
export const DEFAULT_CURRENCY = 'INR';

/** The three settings that decide how anything is shown. */
export interface RestaurantLocale {
  /** IANA zone the kitchen's clock runs in. */
  timeZone: string;
  /** BCP 47 tag, e.g. en-IN. */
  locale: string;
  /** ISO 4217 code, e.g. INR. */
  currency: string;
}

export const DEFAULT_RESTAURANT_LOCALE: RestaurantLocale = {
  timeZone: DEFAULT_TIME_ZONE,
  locale: DEFAULT_LOCALE,
  currency: DEFAULT_CURRENCY,
};

/** The digits after the decimal point the currency uses (INR 2, JPY 0), as Intl knows them. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/**
 * An ISO 4217 code Intl knows whose amounts our storage holds exactly: money is kept in
 * hundredths of the major unit (MINOR_PER_MAJOR), so a three-digit currency (KWD) is refused.
 */
export function isUsableCurrency(code: string): boolean {
  return (
    /^[A-Z]{3}$/.test(code) &&
    Intl.supportedValuesOf('currency').includes(code) &&
    10 ** currencyDigits(code) <= MINOR_PER_MAJOR
  );
}

/**
 * A BCP 47 tag, written canonically (en-IN, not EN-in), for which Intl has data of its own:
 * en-ZZ is well-formed but would silently be shown as plain "en", so it is refused.
 */
export function isSupportedLocale(tag: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return (
      canonical === tag &&
      new Intl.NumberFormat(tag).resolvedOptions().locale === tag &&
      new Intl.DateTimeFormat(tag).resolvedOptions().locale === tag
    );
  } catch {
    return false;
  }
}

export { isKnownTimeZone };

export interface RestaurantFormat {
  readonly settings: RestaurantLocale;
  /** A major-unit amount: ₹249, or ₹249.50 when it has a fraction (the currency's digits). */
  price(amount: number): string;
  /** The currency's sign in the locale, for labels: "Delivery fee (₹)". */
  currencySymbol: string;
  /** The currency's name in the locale: Indian Rupee. */
  currencyName: string;
  /** A count: 1,00,000 in en-IN. */
  count(n: number): string;
  /** The kitchen's 24-hour clock: 18:30. */
  clock(at: Date | string): string;
  /** "Today", "Tomorrow", or the day (Tue, 3 Jun), by the kitchen's calendar. */
  dayLabel(at: Date | string, now: Date): string;
  /** "Today 18:30". */
  dayAndClock(at: Date | string, now: Date): string;
  /** "18:30–19:00". */
  slot(slot: { start: Date | string; end: Date | string }): string;
  /** "18:30" on the kitchen's today, else the weekday too: "Mon, 09:00" (Intl's words for the locale). */
  clockOrWeekday(at: Date | string, now: Date): string;
  /** 24 Nov 2026. */
  date(at: Date | string): string;
  /** 24 Nov 2026, 18:30. */
  dateTime(at: Date | string): string;
  /** 24 Nov 2026, 18:30:05 (the audit log, where seconds order the entries). */
  dateTimeSeconds(at: Date | string): string;
  /** November 2026. */
  monthYear(at: Date | string): string;
  /** A calendar day key (2026-11-24) as a heading: Tuesday, 24 November 2026; short: Tue, 24 Nov. */
  calendarDay(day: string, style: 'long' | 'short'): string;
}

const asDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** Made on first use, then kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * Each Intl formatter is built the first time it is used: building one costs far more than
 * using it (the first loads the locale's data), and a catalog page on a phone shows prices and a
 * clock, never the audit log's dates, so it never pays for those (decision 0097).
 */
function buildFormat(settings: RestaurantLocale): RestaurantFormat {
  const { locale, currency, timeZone } = settings;
  const money = (fraction: () => number) =>
    once(
      () =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: fraction(),
          maximumFractionDigits: fraction(),
        }),
    );
  const whole = money(() => 0);
  const exact = money(() => currencyDigits(currency));
  const count = once(() => new Intl.NumberFormat(locale));
  const dt = (options: Intl.DateTimeFormatOptions) =>
    once(() => new Intl.DateTimeFormat(locale, { timeZone, ...options }));
  const clock = dt(CLOCK);
  const weekdayClock = dt({ weekday: 'short', ...CLOCK });
  const day = dt({ weekday: 'short', day: 'numeric', month: 'short' });
  const date = dt({ dateStyle: 'medium' });
  const dateTime = dt({ dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
  const dateTimeSeconds = dt({ dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' });
  const monthYear = dt({ month: 'long', year: 'numeric' });
  // A calendar day has no instant: it is shown as that date at UTC midnight, in UTC.
  const calendar = {
    long: once(
      () =>
        new Intl.DateTimeFormat(locale, {
          timeZone: 'UTC',
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }),
    ),
    short: once(
      () =>
        new Intl.DateTimeFormat(locale, {
          timeZone: 'UTC',
          weekday: 'short',
          day: 'numeric',
          month: 'short',
        }),
    ),
  };
  const currencySymbol = once(
    () =>
      whole()
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? currency,
  );
  const currencyName = once(
    () => new Intl.DisplayNames(locale, { type: 'currency' }).of(currency) ?? currency,
  );

  const dayLabel = (at: Date | string, now: Date) => {
    const d = asDate(at);
    const key = restaurantDay(d, timeZone);
    if (key === restaurantDay(now, timeZone)) return 'Today';
    if (key === restaurantDay(new Date(now.getTime() + DAY_MS), timeZone)) return 'Tomorrow';
    return day().format(d);
  };

  return {
    settings,
    get currencySymbol() {
      return currencySymbol();
    },
    get currencyName() {
      return currencyName();
    },
    price: (amount) => (Number.isInteger(amount) ? whole() : exact()).format(amount),
    count: (n) => count().format(n),
    clock: (at) => clock().format(asDate(at)),
    dayLabel,
    dayAndClock: (at, now) => `${dayLabel(at, now)} ${clock().format(asDate(at))}`,
    slot: (s) => `${clock().format(asDate(s.start))}–${clock().format(asDate(s.end))}`,
    clockOrWeekday: (at, now) => {
      const d = asDate(at);
      return restaurantDay(d, timeZone) === restaurantDay(now, timeZone)
        ? clock().format(d)
        : weekdayClock().format(d);
    },
    date: (at) => date().format(asDate(at)),
    dateTime: (at) => dateTime().format(asDate(at)),
    dateTimeSeconds: (at) => dateTimeSeconds().format(asDate(at)),
    monthYear: (at) => monthYear().format(asDate(at)),
    calendarDay: (key, style) => calendar[style]().format(new Date(`${key}T00:00:00Z`)),
  };
}

/** One set of formatters per settings: building Intl formatters costs far more than using them. */
const formats = new Map<string, RestaurantFormat>();

/** The formatters for the restaurant's settings (the defaults until they are known). */
export function restaurantFormat(
  settings: RestaurantLocale = DEFAULT_RESTAURANT_LOCALE,
): RestaurantFormat {
  const { timeZone, locale, currency } = settings;
  const key = `${timeZone}|${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = buildFormat({ timeZone, locale, currency });
    formats.set(key, format);
  }
  return format;
}
