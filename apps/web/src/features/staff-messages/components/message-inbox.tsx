import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { useListParams } from '@/hooks/use-list-params';
import { StatePanel } from '@/components/state-panel';
import { messagesQuery } from '../api/get-messages';
import { MessageCard } from './message-card';
import { Pager } from '@/components/pager';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-messages.module.css';

type Show = 'all' | 'unread';

/** The contact-form inbox: all or unread only, newest first, a page at a time. */
export function MessageInbox() {
  const list = useListParams(['show']);
  const show: Show = list.filters.show === 'unread' ? 'unread' : 'all';
  const { page, setPage } = list;
  const messages = useQuery(messagesQuery(page, show));
  const choose = (next: Show) => list.setFilter('show', next === 'all' ? '' : next);

  const unread = messages.data?.unreadCount;
  return (
    <section aria-labelledby="messages-title" className={screen.page}>
      <div className={screen.heading}>
        <h1 id="messages-title" className={styles.title}>
          Messages
          {unread !== undefined && (
            <span className={styles.count} aria-label={`${unread} unread`}>
              {unread} unread
            </span>
          )}
        </h1>
        <div role="group" aria-label="Show" className={styles.filter}>
          {(['all', 'unread'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={`btn btn-small ${show === s ? 'btn-primary' : ''}`}
              aria-pressed={show === s}
              onClick={() => choose(s)}
            >
              {s === 'all' ? 'All' : 'Unread'}
            </button>
          ))}
        </div>
      </div>
      <QueryState
        query={messages}
        errorTitle="Messages didn't load"
        isEmpty={(data) => data.messages.length === 0}
        empty={
          <StatePanel
            icon={show === 'unread' ? 'check' : 'plate'}
            title={show === 'unread' ? 'All caught up' : 'No messages yet'}
          >
            <p>
              {show === 'unread'
                ? 'Every message has been read.'
                : 'Messages sent through the contact page appear here.'}
            </p>
          </StatePanel>
        }
      >
        {(data) => (
          <>
            <ul className={screen.list} aria-busy={messages.isFetching}>
              {data.messages.map((m) => (
                <li key={m._id}>
                  <MessageCard message={m} />
                </li>
              ))}
            </ul>
            <Pager
              label="Message pages"
              page={page}
              totalPages={data.pagination.totalPages}
              onPage={setPage}
              previousLabel="Newer"
              nextLabel="Older"
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
