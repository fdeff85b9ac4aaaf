import { z } from 'zod';
import { safeText } from './common';
import { hhmmToMinutes, MAX_SPECIAL_HOURS_DAYS } from './opening-hours';
import { openingWindowSchema } from './restaurant';

// The opening hours staff edit in the settings (PATCH /staff/settings): the week's hours and the
// special days, checked and put in order.

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const MAX_WINDOWS_PER_DAY = 4;

/**
 * Monday first. Each window closes after it opens on the same day (24:00 is midnight at the
 * end of the day); a night that runs past midnight is two windows, e.g. Fri 18:00-24:00 and Sat
 * 00:00-02:00 (as the opening-hours module reads them). Windows of a day may not overlap.
 */
export const weeklyHoursInputSchema = z
  .array(z.array(openingWindowSchema).max(MAX_WINDOWS_PER_DAY, 'At most 4 windows a day'))
  .length(7, 'Give the hours of all seven days')
  .superRefine((days, ctx) => {
    days.forEach((windows, day) => {
      const sorted = [...windows].sort((a, b) => hhmmToMinutes(a.opens) - hhmmToMinutes(b.opens));
      for (let i = 1; i < sorted.length; i++) {
        if (hhmmToMinutes(sorted[i]!.opens) < hhmmToMinutes(sorted[i - 1]!.closes)) {
          ctx.addIssue({
            code: 'custom',
            path: [day],
            message: `${WEEKDAY_NAMES[day]}: the opening times overlap`,
          });
          return;
        }
      }
    });
  })
  // Stored in order, so every reader sees the day's windows earliest first.
  .transform((days) =>
    days.map((w) => [...w].sort((a, b) => hhmmToMinutes(a.opens) - hhmmToMinutes(b.opens))),
  );

export const MAX_SPECIAL_HOURS = 60;
export const MAX_SPECIAL_HOURS_NOTE = 120;

/** A real calendar day, YYYY-MM-DD (2026-02-30 is not one). */
const calendarDay = z
  .string()
  .trim()
  .refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && dayNumber(d) !== null, {
    message: 'Use a real date, like 2026-12-25',
  });

/** Days since 1970-01-01 of a valid YYYY-MM-DD, else null. */
function dayNumber(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / 86_400_000;
}

const windowsOverlap = (windows: { opens: string; closes: string }[]) => {
  const sorted = [...windows].sort((a, b) => hhmmToMinutes(a.opens) - hhmmToMinutes(b.opens));
  return sorted.some(
    (w, i) => i > 0 && hhmmToMinutes(w.opens) < hhmmToMinutes(sorted[i - 1]!.closes),
  );
};

/**
 * Holidays and special hours: each entry covers `from`..`to` (inclusive, at most two months),
 * closed (no windows) or with its own windows; entries may not overlap one another, so a day
 * has one answer. Stored earliest first, windows in order.
 */
export const specialHoursInputSchema = z
  .array(
    z
      .strictObject({
        from: calendarDay,
        to: calendarDay,
        windows: z.array(openingWindowSchema).max(MAX_WINDOWS_PER_DAY, 'At most 4 windows a day'),
        note: safeText(MAX_SPECIAL_HOURS_NOTE)
          .trim()
          .max(MAX_SPECIAL_HOURS_NOTE, `Keep the note under ${MAX_SPECIAL_HOURS_NOTE} characters`),
      })
      .superRefine((s, ctx) => {
        const from = dayNumber(s.from);
        const to = dayNumber(s.to);
        if (from === null || to === null) return;
        if (to < from) {
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: 'The last day is before the first',
          });
        } else if (to - from + 1 > MAX_SPECIAL_HOURS_DAYS) {
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: `Special hours cover at most ${MAX_SPECIAL_HOURS_DAYS} days at a time`,
          });
        }
        if (windowsOverlap(s.windows)) {
          ctx.addIssue({ code: 'custom', path: ['windows'], message: 'The opening times overlap' });
        }
      }),
  )
  .max(MAX_SPECIAL_HOURS, `At most ${MAX_SPECIAL_HOURS} holidays and special days`)
  .superRefine((list, ctx) => {
    const sorted = list
      .map((s, index) => ({ ...s, index }))
      .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    for (let i = 1; i < sorted.length; i++) {
      const [before, after] = [sorted[i - 1]!, sorted[i]!];
      if (after.from <= before.to) {
        ctx.addIssue({
          code: 'custom',
          path: [after.index, 'from'],
          message: `${after.from} is already covered by the special hours from ${before.from}`,
        });
        return;
      }
    }
  })
  .transform((list) =>
    [...list]
      .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
      .map((s) => ({
        ...s,
        windows: [...s.windows].sort((a, b) => hhmmToMinutes(a.opens) - hhmmToMinutes(b.opens)),
      })),
  );
