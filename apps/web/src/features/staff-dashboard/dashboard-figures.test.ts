import { describe, expect, it } from 'vitest';
import { restaurantFormat } from '@ninetonine/contract/core';
import type { Dashboard } from '@ninetonine/contract';
import {
  chartColumns,
  chartSummary,
  hourRows,
  percentChange,
  statCards,
} from './dashboard-figures';
import { defaultExportRange, exportRangeErrors } from './export-range';

const hours = (orders: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => ({ hour, orders: orders[hour] ?? 0, revenue: 0 }));

describe('percentChange', () => {
  it('says up or down in words and with a sign, never by colour alone', () => {
    expect(percentChange(12, 10)).toEqual({
      direction: 'up',
      text: '+20%',
      label: 'Up 20% on last week',
    });
    expect(percentChange(327.67, 400)).toEqual({
      direction: 'down',
      text: '\u221218%',
      label: 'Down 18% on last week',
    });
  });

  it('handles nothing last week, no change, and moves too small to round', () => {
    expect(percentChange(5, 0)).toMatchObject({ direction: 'new', text: 'New' });
    expect(percentChange(0, 0)).toMatchObject({ direction: 'same', text: '0%' });
    expect(percentChange(3, 3)).toMatchObject({ direction: 'same' });
    expect(percentChange(0, 4)).toMatchObject({ direction: 'down', text: '\u2212100%' });
    expect(percentChange(1001, 1000)).toMatchObject({ direction: 'up', text: '+1%' });
  });
});

describe('chart data', () => {
  const byHour = { today: hours({ 10: 2, 13: 5 }), lastWeek: hours({ 7: 1, 13: 3 }) };

  it('spans the hours either day was busy, at least 09:00 to 21:00', () => {
    const rows = hourRows(byHour);
    expect(rows[0]).toEqual({ hour: 7, label: '07:00', today: 0, lastWeek: 1 });
    expect(rows.at(-1)).toMatchObject({ hour: 21, label: '21:00' });
    expect(rows.find((r) => r.hour === 13)).toMatchObject({ today: 5, lastWeek: 3 });
    expect(hourRows({ today: hours({ 23: 1 }), lastWeek: hours({}) }).map((r) => r.hour)).toEqual(
      Array.from({ length: 15 }, (_, i) => 9 + i),
    );
  });

  it('shapes columns for the chart and a sentence for screen readers', () => {
    const rows = hourRows(byHour);
    const [x, lastWeek, today] = chartColumns(rows);
    expect(x).toHaveLength(rows.length);
    expect(x[0]).toBe(7);
    expect(today[x.indexOf(13)]).toBe(5);
    expect(lastWeek[x.indexOf(13)]).toBe(3);
    expect(today[x.indexOf(7)]).toBeNull();
    expect(chartSummary(rows, '2031-03-12')).toBe(
      '7 orders on 2031-03-12; the busiest hour was 13:00 with 5.',
    );
    expect(chartSummary(hourRows({ today: hours({}), lastWeek: hours({}) }), 'x')).toBe(
      'No orders on x.',
    );
  });
});

describe('stat cards', () => {
  it('formats counts and money and compares each with last week', () => {
    const day = { orders: 3, revenue: 983, averageOrderValue: 327.67, cancelled: 1 };
    const cards = statCards(
      {
        today: day,
        lastWeek: { orders: 0, revenue: 0, averageOrderValue: 0, cancelled: 0 },
      } as unknown as Dashboard,
      restaurantFormat(),
    );
    expect(cards.map((c) => [c.title, c.format(c.now), c.change.text])).toEqual([
      ['Orders', '3', 'New'],
      ['Revenue', '₹983', 'New'],
      ['Average order', '₹327.67', 'New'],
    ]);
  });
});

describe('export range', () => {
  it('accepts a range of real days, at most a year, in order', () => {
    expect(exportRangeErrors('2031-03-01', '2031-03-12')).toEqual({});
    expect(exportRangeErrors('2032-01-01', '2032-12-31')).toEqual({});
    expect(defaultExportRange('2031-03-12')).toEqual({ from: '2031-03-06', to: '2031-03-12' });
  });

  it('explains a wrong range next to the field', () => {
    expect(exportRangeErrors('2031-03-12', '2031-03-01').to).toMatch(/not be after/);
    expect(exportRangeErrors('2031-01-01', '2032-01-02').to).toMatch(/366 days/);
    expect(exportRangeErrors('', '2031-03-01')).toEqual({ from: 'Choose the first day' });
  });
});
