import { resetPasswordRequestSchema } from '@ninetonine/contract';
import { ErrorCode } from '@ninetonine/contract/core';
import { Link, useLocation } from '@/lib/router';
import { FormAlert } from '@/components/form/form-parts';
import {
  AuthCard,
  LinkNewPasswordForm,
  linkTokenIn,
  postResetPassword,
  useLinkNewPassword,
} from '@/features/auth/page-parts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage, isErrorCode } from '@/lib/api-client';
import styles from './auth-page.module.css';

/**
 * /reset-password#token=…: the mailed link's page; a new password, then sign in with it. The
 * token rides in the fragment, which no server or log sees (decision 0033).
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = linkTokenIn(useLocation().hash);
  const reset = useLinkNewPassword('reset', token, resetPasswordRequestSchema, postResetPassword);

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <FormAlert>This link is incomplete. Open the link from the email again.</FormAlert>
        <p className={styles.switch}>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <p className={styles.lead}>You will be signed out everywhere, then sign in with it.</p>
      {reset.send.isError && (
        <FormAlert>
          {errorMessage(reset.send.error, 'Your password could not be reset. Please try again.')}{' '}
          {isErrorCode(reset.send.error, ErrorCode.InvalidLink) && (
            <Link to="/forgot-password">Ask for a new link</Link>
          )}
        </FormAlert>
      )}
      <LinkNewPasswordForm label="Choose a new password" link={reset} />
    </AuthCard>
  );
}
