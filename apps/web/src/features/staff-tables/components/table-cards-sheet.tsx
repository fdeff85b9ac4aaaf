import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { Link } from '@/lib/router';
import { tablesQuery } from '../api/tables';
import styles from './table-cards.module.css';

/**
 * The printable sheet of table cards: each table's name, its server-drawn QR code and the link
 * it opens, laid out for A4 (print CSS in table-cards.module.css). `only`: one table's card.
 */
export function TableCardsSheet({ only }: { only?: string }) {
  const tables = useQuery(tablesQuery());
  return (
    <div className={styles.page}>
      <div className={styles.controls}>
        <h1>{only ? 'Table card' : 'Table cards'}</h1>
        <p className="muted">
          Print on A4 and cut along the lines; each card opens the menu for its own table.
        </p>
        <div className={styles.buttons}>
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            Print
          </button>
          {only && (
            <Link className="btn" to="/admin/tables/cards">
              All tables’ cards
            </Link>
          )}
          <Link className="btn btn-ghost" to="/admin/tables">
            Back to the tables
          </Link>
        </div>
      </div>
      <QueryState query={tables} errorTitle="The tables didn't load">
        {(list) => {
          const shown = only ? list.filter((t) => t._id === only) : list;
          if (shown.length === 0) {
            return (
              <StatePanel icon="tag" title={only ? 'No such table' : 'No tables yet'}>
                <p>Add tables on the Tables page first.</p>
              </StatePanel>
            );
          }
          return (
            <ul className={styles.sheet} data-table-cards="" aria-label="Table cards">
              {shown.map((table) => (
                <li key={table._id} className={styles.card} aria-label={`Card of ${table.name}`}>
                  <p className={styles.brand}>NineToNine</p>
                  <h2 className={styles.tableName}>{table.name}</h2>
                  <img
                    className={styles.qr}
                    src={table.qrCode}
                    alt={`QR code that opens the menu for ${table.name}`}
                  />
                  <p className={styles.scan}>Scan to see the menu and order from your phone</p>
                  <p className={styles.link} data-testid="table-link">
                    {table.link}
                  </p>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </div>
  );
}
