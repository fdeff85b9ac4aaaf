import { ErrorCode } from '@ninetonine/contract/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { BurgerLoader } from '@/components/burger-loader';
import { FormAlert } from '@/components/form/form-parts';
import { sessionCleared, withRedirect } from '@/features/auth';
import {
  AuthCard,
  linkPreviewQuery,
  linkTokenIn,
  postAcceptInvitation,
  postInvitationPreview,
} from '@/features/auth/page-parts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage, isErrorCode } from '@/lib/api-client';
import { Link, useLocation } from '@/lib/router';
import { useSessionChecking } from '../../session-bootstrap';
import styles from './auth-page.module.css';
import { BusyButton } from '@/components/busy-button';

// The token waits here while the invitee signs up or in: the way back is plain /invitation, so
// the token never rides in a query string (decision 0033).
const SAVED_TOKEN = 'nt-invitation-token';
function savedToken(fromLink: string): string {
  try {
    if (fromLink) sessionStorage.setItem(SAVED_TOKEN, fromLink);
    return fromLink || (sessionStorage.getItem(SAVED_TOKEN) ?? '');
  } catch {
    return fromLink; // storage refused: the link itself still works
  }
}
function forgetToken(): void {
  try {
    sessionStorage.removeItem(SAVED_TOKEN);
  } catch {
    // nothing was kept
  }
}

const article = (role: string) =>
  role === 'admin' ? 'an admin' : role === 'rider' ? 'a rider' : 'staff';

/**
 * /invitation#token=…: an admin's invitation to the staff (decision 0053). Opening it grants
 * nothing; the invitee accepts signed in with the invited address (or creates that account
 * first), which proves the address, gives the role and ends their sessions.
 */
export default function InvitationPage() {
  useDocumentTitle('Staff invitation');
  const token = savedToken(linkTokenIn(useLocation().hash));
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.user);
  const checking = useSessionChecking();
  const preview = useQuery(linkPreviewQuery('invitation-preview', token, postInvitationPreview));
  const accept = useMutation({
    mutationFn: postAcceptInvitation,
    onSuccess: () => {
      forgetToken();
      // The grant ended every session of the account, this one too.
      dispatch(sessionCleared());
    },
  });

  const failure = preview.error ?? accept.error;
  const invalid = isErrorCode(failure, ErrorCode.InvalidLink);
  return (
    <AuthCard title="Staff invitation">
      {!token && (
        <FormAlert>This link is incomplete. Open the link from the email again.</FormAlert>
      )}
      {token && (preview.isPending || checking) && !failure && <BurgerLoader />}
      {preview.isSuccess && !checking && !accept.isSuccess && (
        <>
          <p className={styles.lead}>
            You are invited to join NineToNine&apos;s team as{' '}
            <strong>{article(preview.data.role)}</strong>, with the email{' '}
            <strong>{preview.data.email}</strong>.
          </p>
          {user ? (
            <BusyButton
              busy={accept.isPending}
              busyLabel="Accepting…"
              className="btn btn-primary"
              onClick={() => accept.mutate(token)}
            >
              Accept the invitation
            </BusyButton>
          ) : (
            <>
              <p>
                To accept, create your account with {preview.data.email}, or sign in if you already
                have one. You will come back here.
              </p>
              <p className={styles.switch}>
                <Link className="btn btn-primary" to={withRedirect('/signup', '/invitation')}>
                  Create an account
                </Link>{' '}
                <Link to={withRedirect('/signin', '/invitation')}>Sign in</Link>
              </p>
              <p className="muted">
                An account uses this address but you cannot sign in to it?{' '}
                <Link to="/forgot-password">Reset its password</Link> with a link mailed here.
              </p>
            </>
          )}
        </>
      )}
      {accept.isSuccess && (
        <>
          <FormAlert success>{accept.data.message}</FormAlert>
          <p className={styles.switch}>
            <Link className="btn btn-primary" to={withRedirect('/signin', '/admin')}>
              Sign in again
            </Link>
          </p>
        </>
      )}
      {failure && (
        <FormAlert>
          {errorMessage(failure, 'The invitation could not be accepted. Please try again.')}
        </FormAlert>
      )}
      {(invalid || !token) && (
        <p className={styles.switch}>
          <Link to="/">Back to the menu</Link>
        </p>
      )}
    </AuthCard>
  );
}
