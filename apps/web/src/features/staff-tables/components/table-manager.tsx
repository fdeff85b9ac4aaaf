import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { useNewItemPanel } from '@/hooks/use-new-item-panel';
import { Link } from '@/lib/router';
import { tablesQuery } from '../api/tables';
import { TableCard } from './table-card';
import { TableForm } from './table-form';
import screen from '@/components/staff-screen.module.css';

/**
 * The restaurant's tables (decision 0094): each with its QR code, which opens the menu for that
 * table on a guest's phone. Add, edit, remove, a new code for a lost card, and the printable
 * sheet of cards.
 */
export function TableManager() {
  const tables = useQuery(tablesQuery());
  const adding = useNewItemPanel();
  return (
    <div className={screen.page}>
      <div className={screen.heading}>
        <h1>Tables</h1>
        <div className={screen.actions}>
          <Link className="btn" to="/admin/tables/cards">
            Print QR cards
          </Link>
          <button {...adding.toggle} type="button" className="btn btn-primary">
            {adding.open ? 'Close the new table' : 'New table'}
          </button>
        </div>
      </div>
      <p className={screen.intro}>
        Guests scan a table’s QR code to order from their phones: their rounds go to the orders
        board with the table’s name, on one running tab per table.
      </p>
      <QueryState query={tables} errorTitle="The tables didn't load">
        {(list) => (
          <>
            <p role="status" className={adding.added ? screen.intro : 'visually-hidden'}>
              {adding.added}
            </p>
            {adding.open && (
              <section aria-label="New table" className={screen.panel}>
                <TableForm onAdded={adding.onAdded} />
              </section>
            )}
            {list.length === 0 ? (
              <StatePanel icon="tag" title="No tables yet">
                <p>Add your tables with “New table”, then print their QR cards.</p>
              </StatePanel>
            ) : (
              <ul className={screen.list} aria-label="Tables">
                {list.map((table) => (
                  <li key={table._id}>
                    <TableCard table={table} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
