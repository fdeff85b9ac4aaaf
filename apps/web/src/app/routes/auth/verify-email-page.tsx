import { ErrorCode } from '@ninetonine/contract/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { FormAlert } from '@/components/form/form-parts';
import { PROFILE_QUERY_KEY } from '@/features/auth';
import {
  AuthCard,
  linkPreviewQuery,
  linkTokenIn,
  postVerifyEmail,
  postVerifyEmailPreview,
  VerifyEmailChoices,
} from '@/features/auth/page-parts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage, isErrorCode } from '@/lib/api-client';
import styles from './auth-page.module.css';
import { BusyButton } from '@/components/busy-button';

/**
 * /verify-email#token=…: the mailed link's page. It names the address the link is for and
 * verifies it only when the person clicks: opening the page (a mail scanner running it, say)
 * uses nothing up (decision 0033). Only the account's own session confirms with one click;
 * anyone else chooses "Set a new password" or "This wasn't me" (decision 0070).
 */
export default function VerifyEmailPage() {
  useDocumentTitle('Confirm your email');
  const token = linkTokenIn(useLocation().hash);
  const queryClient = useQueryClient();
  const preview = useQuery(linkPreviewQuery('verify-email-preview', token, postVerifyEmailPreview));
  const verify = useMutation({
    mutationFn: postVerifyEmail,
    // The account page shows a notice until the email is confirmed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });

  const failure = preview.error ?? verify.error;
  const invalid = isErrorCode(failure, ErrorCode.InvalidLink);
  const finished = verify.isSuccess || failure !== null || !token;
  return (
    <AuthCard title="Confirm your email">
      {!token && (
        <FormAlert>This link is incomplete. Open the link from the email again.</FormAlert>
      )}
      {token && preview.isPending && <BurgerLoader />}
      {preview.isSuccess && !preview.data.signedInAsAccount && (
        <VerifyEmailChoices token={token} email={preview.data.email} />
      )}
      {preview.isSuccess && preview.data.signedInAsAccount && !verify.isSuccess && (
        <>
          <p className={styles.lead}>
            This link confirms <strong>{preview.data.email}</strong> as the email address of your
            NineToNine account.
          </p>
          <BusyButton
            busy={verify.isPending}
            busyLabel="Confirming…"
            className="btn btn-primary"
            onClick={() => verify.mutate(token)}
          >
            {`Confirm ${preview.data.email}`}
          </BusyButton>
        </>
      )}
      {verify.isSuccess && <FormAlert success>{verify.data}</FormAlert>}
      {failure && (
        <FormAlert>
          {errorMessage(failure, 'Your email could not be confirmed. Please try again.')}
        </FormAlert>
      )}
      {finished && (
        <p className={styles.switch}>
          {invalid || !token ? (
            <>
              Signed in? <Link to="/accounts">Send a new link from your account</Link>
            </>
          ) : (
            <Link to="/">Back to the menu</Link>
          )}
        </p>
      )}
    </AuthCard>
  );
}
