import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartColumns, chartSummary, hourLabel, type HourRow } from '../dashboard-figures';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './staff-dashboard.module.css';

const HEIGHT = 240;

const cssColor = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

function chartOptions(width: number): uPlot.Options {
  const today = cssColor('--color-brand', '#b3261e');
  const lastWeek = cssColor('--color-saffron', '#f2a900');
  const grid = cssColor('--color-border', '#eadbc8');
  const text = cssColor('--color-text', '#2b2118');
  // Two bars per hour: last week's on the left of the hour, today's on the right.
  const bars = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.4, 28], align });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      // Half an hour of room on each side, so the first and last hours' bars are whole.
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    axes: [
      {
        stroke: text,
        grid: { show: false },
        incrs: [1, 2, 3, 4, 6],
        space: 44,
        values: (_u, splits) => splits.map((h) => (Number.isInteger(h) ? hourLabel(h) : '')),
      },
      {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        incrs: [1, 2, 5, 10, 20, 50, 100],
        values: (_u, splits) => splits.map((n) => (Number.isInteger(n) ? String(n) : '')),
      },
    ],
    series: [
      {},
      {
        label: 'Last week',
        stroke: lastWeek,
        fill: lastWeek,
        width: 1,
        paths: bars(-1),
        points: { show: false },
      },
      {
        label: 'Today',
        stroke: today,
        fill: today,
        width: 1,
        paths: bars(1),
        points: { show: false },
      },
    ],
  };
}

/**
 * Orders per hour, the day against the same weekday last week, drawn by uPlot (canvas). The
 * canvas says nothing to a screen reader: the summary and the table under it say it all.
 */
export function OrdersByHourChart(props: { rows: HourRow[]; date: string; comparedWith: string }) {
  const { rows } = props;
  const box = useRef<HTMLDivElement>(null);
  // Days as the owner reads them ("Thu, 12 Mar"), never the key "2031-03-12" (issue 34, item 20).
  const format = useRestaurantFormat();
  const date = format.calendarDay(props.date, 'short');
  const comparedWith = format.calendarDay(props.comparedWith, 'short');

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot(chartOptions(el.clientWidth), chartColumns(rows), el);
    // The card's width follows the window (a phone turned sideways, a resized tablet).
    const resize = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== plot.width) plot.setSize({ width, height: HEIGHT });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [rows]);

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="orders-by-hour-title">
      <h2 id="orders-by-hour-title" className={styles.panelTitle}>
        Orders by hour
      </h2>
      <p className={styles.chartSummary}>{chartSummary(rows, date)}</p>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.legendToday}>Today</span>
        <span className={styles.legendLastWeek}>Same day last week</span>
      </div>
      <div ref={box} className={styles.chart} aria-hidden="true" />
      {/* The chart's figures for everyone (screen readers, or to read exact counts), folded
          away; on a phone the table scrolls inside its own labelled box, never the page. */}
      <details className={styles.hourTable}>
        <summary>Show the orders per hour as a table</summary>
        <div
          className={styles.tableScroll}
          role="region"
          aria-labelledby="orders-by-hour-caption"
          tabIndex={0}
        >
          <table>
            <caption id="orders-by-hour-caption">
              Orders per hour on {date} and on {comparedWith}
            </caption>
            <thead>
              <tr>
                <th scope="col">Hour</th>
                <th scope="col">{date}</th>
                <th scope="col">{comparedWith}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.hour}>
                  <th scope="row">{r.label}</th>
                  <td>{r.today}</td>
                  <td>{r.lastWeek}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
