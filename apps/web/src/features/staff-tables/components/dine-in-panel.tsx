import { useQuery } from '@tanstack/react-query';
import { tableCallsQuery } from '../api/table-calls';
import { tablesQuery } from '../api/tables';
import { tabsQuery } from '../api/tabs';
import { useDineInEvents } from '../use-dine-in-events';
import { TabCard } from './tab-card';
import { TableCalls } from './table-calls';
import styles from './dine-in-panel.module.css';

/** While the stream is down, calls and tabs are read this often (as the board is). */
const POLL_MS = 5_000;

/**
 * The dine-in part of the orders board (decision 0094): the tables' calls to acknowledge and
 * the open tabs, with paid, close, move and merge. The rounds themselves are on the board.
 */
export function DineInPanel() {
  const live = useDineInEvents();
  const poll = live === 'live' ? false : POLL_MS;
  const calls = useQuery({ ...tableCallsQuery(), refetchInterval: poll });
  const tabs = useQuery({ ...tabsQuery(), refetchInterval: poll });
  const tables = useQuery(tablesQuery());
  const openTabs = tabs.data ?? [];
  // Nothing to show a restaurant without tables.
  if ((tables.data?.length ?? 0) === 0 && openTabs.length === 0 && !calls.data?.length) {
    return null;
  }
  return (
    <div className={styles.panel}>
      <TableCalls calls={calls.data ?? []} />
      <section aria-labelledby="open-tabs-title" className={styles.tabsSection}>
        <h2 id="open-tabs-title" className={styles.title}>
          Open tabs <span className={styles.count}>{openTabs.length}</span>
        </h2>
        {tabs.isError && <p className="alert">The open tabs did not load; trying again.</p>}
        {openTabs.length === 0 ? (
          <p className="muted">No table has an open tab.</p>
        ) : (
          <div className={styles.tabs}>
            {openTabs.map((tab) => (
              <TabCard
                key={tab._id}
                tab={tab}
                tables={tables.data ?? []}
                others={openTabs.filter((o) => o._id !== tab._id)}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
