import type { ReactNode } from 'react';
import { fromMinor, toMinor } from '@ninetonine/contract/core';
import styles from './staff-dashboard.module.css';

interface FiguresTableProps<Row> {
  /** The heading's id, which names the panel. */
  id: string;
  title: string;
  /** The columns' headings, the row's name first. */
  columns: string[];
  rows: Row[];
  /** A row's key, also its test id. */
  rowId: (row: Row) => string;
  /** A row's cells under `columns`: its name, then its figures. */
  cells: (row: Row) => ReactNode[];
  /** The total row's figures, after "Total". */
  totals: ReactNode[];
  /** Said under the table. */
  children?: ReactNode;
}

/** A dashboard panel of the day's figures as a table, a row a channel or way to pay, and a total row. */
export function FiguresTable<Row>(props: FiguresTableProps<Row>) {
  const { id, title, columns, rows, rowId, cells, totals, children } = props;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {/* A narrow phone scrolls the table sideways rather than squeezing the amounts. */}
      <div className={styles.tableScroll}>
        <table className={styles.takings}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const [name, ...figures] = cells(r);
              return (
                <tr key={rowId(r)} data-testid={rowId(r)}>
                  <th scope="row">{name}</th>
                  {figures.map((f, i) => (
                    <td key={i}>{f}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {totals.map((t, i) => (
                <td key={i}>{t}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {children}
    </section>
  );
}

/** The rows' amounts added in minor units, so the total matches the rows to the paisa. */
export const sumAmounts = <Row,>(rows: Row[], pick: (row: Row) => number) =>
  fromMinor(rows.reduce((total, r) => total + toMinor(pick(r)), 0));

/** The rows' orders added. */
export const sumOrders = (rows: { orders: number }[]) => rows.reduce((n, r) => n + r.orders, 0);
