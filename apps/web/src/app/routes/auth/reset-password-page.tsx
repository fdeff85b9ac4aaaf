import { resetPasswordRequestSchema } from '@ninetonine/contract';
import { ErrorCode } from '@ninetonine/contract/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import {
  AuthCard,
  linkTokenIn,
  newPasswordProblem,
  NewPasswordFields,
  postResetPassword,
} from '@/features/auth/page-parts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFormFields } from '@/hooks/use-form-fields';
import { errorMessage, isErrorCode } from '@/lib/api-client';
import styles from './auth-page.module.css';

/**
 * /reset-password#token=…: the mailed link's page; a new password, then sign in with it. The
 * token rides in the fragment, which no server or log sees (decision 0033).
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = linkTokenIn(useLocation().hash);
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: postResetPassword,
    onSuccess: (message) => navigate('/signin', { replace: true, state: { notice: message } }),
  });
  const form = useFormFields(
    'reset',
    { password: '', confirmPassword: '' },
    {
      onEdit: () => {
        if (!reset.isPending) reset.reset();
      },
      schema: resetPasswordRequestSchema,
    },
  );

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

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { password, confirmPassword } = form.values;
    const body = form.validate(resetPasswordRequestSchema.safeParse({ token, ...form.values }), {
      password: newPasswordProblem(password),
      confirmPassword: confirmPassword ? null : 'Type the new password again',
    });
    if (body) reset.mutate(body);
  };

  return (
    <AuthCard title="Choose a new password">
      <p className={styles.lead}>You will be signed out everywhere, then sign in with it.</p>
      {reset.isError && (
        <FormAlert>
          {errorMessage(reset.error, 'Your password could not be reset. Please try again.')}{' '}
          {isErrorCode(reset.error, ErrorCode.InvalidLink) && (
            <Link to="/forgot-password">Ask for a new link</Link>
          )}
        </FormAlert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
        />
        <SubmitButton busy={reset.isPending} busyLabel="Saving…" wide>
          Set new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
