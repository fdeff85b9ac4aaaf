import { tabTakesRounds, type GuestTableResponse } from '@ninetonine/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { guestTableQuery, useSendRound } from '../api/guest-table';
import { useRoundDraft } from '../round-draft';
import type { RenderOptions } from './dish-row';
import { JoinForm } from './join-form';
import { RoundPanel } from './round-panel';
import { TableActions } from './table-actions';
import { TableMenu, type TableMenuSection } from './table-menu';
import { RefundNotice } from './refund-notice';
import { TabView } from './tab-view';
import styles from './table-page.module.css';

/** While a tab runs, it is read this often: rounds move on, other guests add theirs. */
const TAB_POLL_MS = 4_000;

const runningTab = (data: GuestTableResponse | undefined) =>
  Boolean(data?.you && data.tab && data.tab.status !== 'closed');

interface TableScreenProps {
  token: string;
  /** The menu by section; null while it loads. */
  menu: readonly TableMenuSection[] | null;
  renderOptions: RenderOptions;
  onLeaveToPay: (redirectUrl: string) => void;
  /**
   * Back from the provider's page: what it said (paid, failed, pending), until the tab says so;
   * `refunded`: a payment the tab did not need, going back (decision 0100).
   */
  paymentReturn: string | null;
}

/**
 * A table's page (decision 0094): the guest gives a name, then browses the menu, sends rounds,
 * follows the tab, calls staff, asks for the bill and pays. A closed tab takes nothing more.
 */
export function TableScreen({
  token,
  menu,
  renderOptions,
  onLeaveToPay,
  paymentReturn,
}: TableScreenProps) {
  const table = useQuery({
    ...guestTableQuery(token),
    refetchInterval: (query) => (runningTab(query.state.data) ? TAB_POLL_MS : false),
  });
  const draft = useRoundDraft();
  const send = useSendRound(token);
  const [sentText, setSentText] = useState<string | null>(null);

  if (!table.data) {
    return (
      <div className={styles.page}>
        <QueryState query={table} errorTitle="This table’s menu did not open" level={1} />
      </div>
    );
  }
  const { tab, you } = table.data;
  const joined = you !== null && tab !== null;
  const closed = tab?.status === 'closed';
  const sendRound = () => {
    setSentText(null);
    send.mutate(
      { body: draft.request(), key: draft.key },
      {
        onSuccess: () => {
          draft.sent();
          setSentText('Round sent to the kitchen. Add more whenever you like.');
        },
      },
    );
  };
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.brand}>NineToNine</p>
        <h1 className={styles.title}>{table.data.table.name}</h1>
        {table.data.table.area && <p className="muted">{table.data.table.area}</p>}
        {joined && <p className={styles.you}>Ordering as {you.name}</p>}
      </header>
      {joined && paymentReturn === 'refunded' ? (
        <RefundNotice refund={tab.refunds.at(-1)} />
      ) : !joined || closed ? null : paymentReturn && tab.status !== 'paid' ? (
        <p role="status" className={styles.notice}>
          {paymentReturn === 'failed'
            ? 'The payment did not go through, and nothing was charged. Try again or ask the staff.'
            : paymentReturn === 'paid' && tab.paid > 0 && tab.balance > 0
              ? // A round added while the guest paid: the payment is kept, the rest is due.
                'Your payment went through. A round added while you paid is still to pay.'
              : 'Checking your payment… this page updates by itself.'}
        </p>
      ) : null}
      {!joined ? (
        <JoinForm token={token} table={table.data} />
      ) : closed ? (
        <>
          <StatePanel icon="lock" title="This tab is closed" level={2}>
            <p>Thank you for dining with us! This tab takes no new rounds.</p>
          </StatePanel>
          <TabView tab={tab} />
        </>
      ) : (
        <div className={styles.layout}>
          <div className={styles.side}>
            {tab.status === 'paid' && (
              <p role="status" className={styles.paid}>
                Paid, thank you! The staff will close the tab.
              </p>
            )}
            <TabView tab={tab} />
            <TableActions
              token={token}
              tab={tab}
              onlinePayment={table.data.onlinePayment}
              onLeaveToPay={onLeaveToPay}
            />
            {tabTakesRounds(tab.status) && (
              <RoundPanel
                draft={draft}
                sending={send.isPending}
                error={send.error}
                sentText={sentText}
                onSend={sendRound}
              />
            )}
          </div>
          {tabTakesRounds(tab.status) &&
            (menu ? (
              <TableMenu
                sections={menu}
                onAdd={(line) => {
                  setSentText(null);
                  send.reset();
                  draft.add(line);
                }}
                renderOptions={renderOptions}
              />
            ) : (
              <p className="muted">Loading the menu…</p>
            ))}
          {draft.count > 0 && (
            // On a phone the round is far above the dish just added: one tap back to it.
            <a href="#round-title" className={styles.roundBar}>
              Your round: {draft.count} · Review and send
            </a>
          )}
        </div>
      )}
    </div>
  );
}
