import { changePasswordRequestSchema } from '@ninetonine/contract';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from '@/lib/router';
import { useAppSelector } from '@/app/hooks';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ErrorAlert, FormAlert, SubmitButton } from '@/components/form/form-parts';
import {
  AuthCard,
  newPasswordProblem,
  NewPasswordFields,
  PasswordField,
  postChangePassword,
} from '@/features/auth/page-parts';
import { useFormFields } from '@/hooks/use-form-fields';
import styles from './auth-page.module.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /change-password (signed in only). */
export default function ChangePasswordPage() {
  useDocumentTitle('Change password');
  const hasPassword = useAppSelector((s) => s.auth.user?.providers.includes('password') ?? true);
  const change = useMutation({ mutationFn: postChangePassword });
  // Editing again hides the last attempt's result.
  const form = useFormFields('password', EMPTY, {
    onEdit: () => {
      if (!change.isPending) change.reset();
    },
    schema: changePasswordRequestSchema,
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = form.values;
    const body = form.validate(changePasswordRequestSchema.safeParse(form.values), {
      newPassword:
        newPasswordProblem(newPassword) ??
        (newPassword === currentPassword
          ? 'Choose a password different from the current one'
          : null),
      confirmPassword: confirmPassword ? null : 'Type the new password again',
    });
    if (body) change.mutate(body, { onSuccess: () => form.setValues(EMPTY) });
  };

  return (
    <AuthCard title="Change password">
      {!hasPassword ? (
        <p>Your account signs in with Google or a phone code, so it has no password to change.</p>
      ) : (
        <>
          <p className={styles.lead}>Your other devices will be signed out.</p>
          <ErrorAlert
            error={change.error}
            fallback="Your password could not be changed. Please try again."
          />
          {change.isSuccess && (
            <FormAlert success>{change.data ?? 'Your password has been changed.'}</FormAlert>
          )}
          <form onSubmit={onSubmit} noValidate aria-label="Change your password">
            <PasswordField
              {...form.field('currentPassword')}
              label="Current password"
              purpose="current"
            />
            <NewPasswordFields
              password={form.field('newPassword')}
              confirm={form.field('confirmPassword')}
            />
            <SubmitButton busy={change.isPending} busyLabel="Changing password…" wide>
              Change password
            </SubmitButton>
          </form>
        </>
      )}
      <p className={styles.switch}>
        <Link to="/accounts">Back to your account</Link>
      </p>
    </AuthCard>
  );
}
