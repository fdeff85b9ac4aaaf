import {
  nextDay,
  type OpeningWindow,
  type RestaurantFormat,
  type SpecialHours,
  type WeeklyHours,
} from '@ninetonine/contract/core';

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "09:00 – 21:00", "12:00 – 15:00, 18:00 – 23:00" or "Closed". */
export function windowsText(windows: readonly OpeningWindow[]): string {
  if (windows.length === 0) return 'Closed';
  return windows.map((w) => `${w.opens} – ${w.closes}`).join(', ');
}

/**
 * The week as a few lines, neighbouring days with the same hours together: "Every day" when
 * all are alike, else "Mon – Tue", "Wed", "Thu – Sun" each with its hours.
 */
export function weekLines(hours: WeeklyHours): { days: string; hours: string }[] {
  const texts = SHORT_DAYS.map((_, d) => windowsText(hours[d] ?? []));
  if (texts.every((t) => t === texts[0])) return [{ days: 'Every day', hours: texts[0]! }];
  const lines: { days: string; hours: string }[] = [];
  let start = 0;
  for (let d = 1; d <= 7; d++) {
    if (d < 7 && texts[d] === texts[start]) continue;
    const days =
      d - 1 === start ? SHORT_DAYS[start]! : `${SHORT_DAYS[start]} – ${SHORT_DAYS[d - 1]}`;
    lines.push({ days, hours: texts[start]! });
    start = d;
  }
  return lines;
}

/** The week in one sentence: "every day 09:00 – 21:00" or "Mon – Tue 09:00 – 21:00; Wed …". */
export function weekSentence(hours: WeeklyHours): string {
  const lines = weekLines(hours);
  if (lines.length === 1 && lines[0]!.days === 'Every day') return `every day ${lines[0]!.hours}`;
  return lines.map((l) => `${l.days} ${l.hours === 'Closed' ? 'closed' : l.hours}`).join('; ');
}

/** The holidays and special hours still to come (or under way) within `days` days of `today`. */
export function upcomingSpecialHours(
  special: readonly SpecialHours[],
  today: string,
  days = 60,
): SpecialHours[] {
  const last = nextDay(today, days);
  return special.filter((s) => s.to >= today && s.from <= last);
}

/** "Fri, 25 Dec: closed · Christmas" or "Thu, 31 Dec – Fri, 1 Jan: 09:00 – 23:30". */
export function specialHoursText(s: SpecialHours, format: RestaurantFormat): string {
  const from = format.calendarDay(s.from, 'short');
  const when = s.to === s.from ? from : `${from} – ${format.calendarDay(s.to, 'short')}`;
  const hours = s.windows.length === 0 ? 'closed' : windowsText(s.windows);
  return `${when}: ${hours}${s.note ? ` · ${s.note}` : ''}`;
}
