import type { SessionView } from '@ninetonine/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert, FormAlert } from '@/components/form/form-parts';
import { errorMessage } from '@/lib/api-client';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { deleteSession } from '../api/end-session';
import { SESSIONS_QUERY_KEY, sessionsQuery } from '../api/get-sessions';
import { postSignOutOtherSessions } from '../api/sign-out-other-sessions';
import styles from './sessions-list.module.css';
import { RetryButton } from '@/components/retry-button';

function SessionRow({
  session,
  busy,
  onSignOut,
}: {
  session: SessionView;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { dateTime: when } = useRestaurantFormat();
  const labelId = `session-${session.id}`;
  return (
    <li className={styles.row}>
      <div className={styles.details}>
        <strong id={labelId} className={styles.device}>
          {session.device}
        </strong>
        <span className={styles.meta}>
          Signed in on {when(session.createdAt)} · Last active {when(session.lastUsedAt)}
        </span>
      </div>
      {session.current ? (
        <span className="chip">This device</span>
      ) : (
        <button
          type="button"
          className="btn btn-small"
          aria-describedby={labelId}
          onClick={onSignOut}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? 'Signing out…' : 'Sign out this device'}
        </button>
      )}
    </li>
  );
}

/** Where the user is signed in, with "sign out this device" and "sign out everywhere else". */
export function SessionsList() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  const endOne = useMutation({ mutationFn: deleteSession, onSettled: refresh });
  const endOthers = useMutation({ mutationFn: postSignOutOtherSessions, onSettled: refresh });
  const busy = endOne.isPending || endOthers.isPending;
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  const last = endOthers.submittedAt > endOne.submittedAt ? endOthers : endOne;

  return (
    <section className={styles.section} aria-labelledby="sessions-heading" aria-busy={busy}>
      <h3 id="sessions-heading" className={styles.heading}>
        Your devices
      </h3>
      {sessions.isPending && <p className="muted">Loading your devices…</p>}
      {sessions.isError && (
        <>
          <FormAlert>
            {errorMessage(sessions.error, 'Your devices could not be loaded. Please try again.')}
          </FormAlert>
          <RetryButton query={sessions} inline />
        </>
      )}
      <ErrorAlert
        error={last.error}
        fallback="The device could not be signed out. Please try again."
      />
      {last.isSuccess && <FormAlert success>{last.data.message}</FormAlert>}
      {sessions.data && (
        <>
          <ul className={styles.list} aria-label="Devices signed in to your account">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                busy={endOne.isPending && endOne.variables === session.id}
                onSignOut={() => {
                  endOthers.reset();
                  endOne.mutate(session.id);
                }}
              />
            ))}
          </ul>
          {others > 0 && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => {
                endOne.reset();
                endOthers.mutate();
              }}
              disabled={busy}
              aria-busy={endOthers.isPending}
            >
              {endOthers.isPending ? 'Signing out…' : 'Sign out everywhere else'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
