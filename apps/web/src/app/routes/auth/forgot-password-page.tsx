import { forgotPasswordRequestSchema } from '@ninetonine/contract';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from '@/lib/router';
import { ErrorAlert, FormAlert, SubmitButton } from '@/components/form/form-parts';
import { EmailField } from '@/components/form/text-field';
import { AuthCard, postForgotPassword } from '@/features/auth/page-parts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFormFields } from '@/hooks/use-form-fields';
import styles from './auth-page.module.css';

/** /forgot-password: asks for a reset link; the answer never tells whether the account exists. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const send = useMutation({ mutationFn: postForgotPassword });
  const form = useFormFields(
    'forgot',
    { email: '' },
    {
      onEdit: () => {
        if (!send.isPending) send.reset();
      },
      schema: forgotPasswordRequestSchema,
    },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(forgotPasswordRequestSchema.safeParse(form.values));
    if (body) send.mutate(body);
  };

  return (
    <AuthCard title="Forgot your password?">
      <p className={styles.lead}>
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      {send.isSuccess && <FormAlert success>{send.data}</FormAlert>}
      <ErrorAlert error={send.error} fallback="We could not send the link. Please try again." />
      <form onSubmit={onSubmit} noValidate aria-label="Ask for a password reset link">
        <EmailField {...form.field('email')} label="Email" />
        <SubmitButton busy={send.isPending} busyLabel="Sending link…" wide>
          Send reset link
        </SubmitButton>
      </form>
      <p className={styles.switch}>
        Remembered it? <Link to="/signin">Sign in</Link>
      </p>
    </AuthCard>
  );
}
