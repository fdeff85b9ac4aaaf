import { changePasswordRequestSchema, PASSWORD_RULES } from '@ninetonine/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { postChangePassword } from '../api/change-password';
import styles from '../components/auth-form.module.css';
import { PasswordStrength } from '../components/password-strength';
import { TextField } from '../components/text-field';
import { fieldErrorsOf, hasErrors, type FieldErrors } from '../form-errors';
import { newPasswordProblem } from '../password-rules';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /change-password (signed in only). */
export default function ChangePasswordPage() {
  useDocumentTitle('Change password');
  const hasPassword = useAppSelector((s) => s.auth.user?.providers.includes('password') ?? true);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const change = useMutation({
    mutationFn: postChangePassword,
    onSuccess: () => setValues(EMPTY),
  });

  const set = (field: Field) => (value: string) => {
    if (!change.isPending) change.reset();
    setValues((v) => ({ ...v, [field]: value }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse(values);
    const found = fieldErrorsOf<Field>(parsed);
    const weak = newPasswordProblem(values.newPassword);
    if (weak) found.newPassword = weak;
    else if (values.newPassword === values.currentPassword) {
      found.newPassword = 'Choose a password different from the current one';
    }
    if (!values.confirmPassword) found.confirmPassword = 'Type the new password again';
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      const first = FIELDS.find((f) => found[f]);
      document.getElementById(`password-${first}`)?.focus();
      return;
    }
    change.mutate(parsed.data);
  };

  return (
    <section className={`page ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        <h1>Change password</h1>
        {!hasPassword ? (
          <p>Your account signs in with Google or a phone code, so it has no password to change.</p>
        ) : (
          <>
            <p className={styles.lead}>Your other devices will be signed out.</p>
            {change.isError && (
              <div className="alert" role="alert">
                {errorMessage(
                  change.error,
                  'Your password could not be changed. Please try again.',
                )}
              </div>
            )}
            {change.isSuccess && (
              <div className="alert alert-success" role="status">
                {change.data ?? 'Your password has been changed.'}
              </div>
            )}
            <form onSubmit={onSubmit} noValidate aria-label="Change your password">
              <TextField
                id="password-currentPassword"
                label="Current password"
                type="password"
                autoComplete="current-password"
                value={values.currentPassword}
                onValueChange={set('currentPassword')}
                error={errors.currentPassword}
              />
              <TextField
                id="password-newPassword"
                label="New password"
                type="password"
                autoComplete="new-password"
                value={values.newPassword}
                onValueChange={set('newPassword')}
                error={errors.newPassword}
                hint={
                  <>
                    <PasswordStrength password={values.newPassword} />
                    <span>{PASSWORD_RULES}</span>
                  </>
                }
              />
              <TextField
                id="password-confirmPassword"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                value={values.confirmPassword}
                onValueChange={set('confirmPassword')}
                error={errors.confirmPassword}
              />
              <button
                type="submit"
                className={`btn btn-primary ${styles.submit}`}
                disabled={change.isPending}
                aria-busy={change.isPending}
              >
                {change.isPending ? 'Changing password…' : 'Change password'}
              </button>
            </form>
          </>
        )}
        <p className={styles.switch}>
          <Link to="/accounts">Back to your account</Link>
        </p>
      </div>
    </section>
  );
}
