import { ErrorCode } from '@ninetonine/contract/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { FormAlert } from '@/components/form/form-parts';
import { AuthCard, PROFILE_QUERY_KEY, postVerifyEmail } from '@/features/auth/page-parts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage, isErrorCode } from '@/lib/api-client';
import styles from './auth-page.module.css';

/** /verify-email?token=…: the mailed link's page; confirms the email at once and says so. */
export default function VerifyEmailPage() {
  useDocumentTitle('Confirm your email');
  const token = useSearchParams()[0].get('token') ?? '';
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: postVerifyEmail,
    // The account page shows a notice until the email is confirmed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
  // A link works once: never send it twice (React runs effects twice in development).
  const sent = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const invalid = isErrorCode(verify.error, ErrorCode.InvalidLink);
  return (
    <AuthCard title="Confirm your email">
      {!token && (
        <FormAlert>This link is incomplete. Open the link from the email again.</FormAlert>
      )}
      {token && (verify.isIdle || verify.isPending) && <BurgerLoader />}
      {verify.isSuccess && <FormAlert success>{verify.data}</FormAlert>}
      {verify.isError && (
        <FormAlert>
          {errorMessage(verify.error, 'Your email could not be confirmed. Please try again.')}
        </FormAlert>
      )}
      {(verify.isSuccess || verify.isError || !token) && (
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
