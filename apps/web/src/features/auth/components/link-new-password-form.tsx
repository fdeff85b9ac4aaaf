import { type ResetPasswordRequest, type resetPasswordRequestSchema } from '@ninetonine/contract';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from '@/lib/router';
import { SubmitButton } from '@/components/form/form-parts';
import { useFormFields } from '@/hooks/use-form-fields';
import { newPasswordProblem } from '../password-rules';
import { NewPasswordFields } from './password-field';

/**
 * A new password set through a mailed link (the reset link, or a verification link opened
 * without its account's session): the two fields checked as every new password is, sent with
 * the link's token; once set, on to sign-in with the server's notice.
 */
export function useLinkNewPassword(
  formId: string,
  token: string,
  schema: typeof resetPasswordRequestSchema,
  post: (body: ResetPasswordRequest) => Promise<string>,
) {
  const navigate = useNavigate();
  const send = useMutation({
    mutationFn: post,
    onSuccess: (message) => navigate('/signin', { replace: true, state: { notice: message } }),
  });
  const form = useFormFields(
    formId,
    { password: '', confirmPassword: '' },
    {
      onEdit: () => {
        if (!send.isPending) send.reset();
      },
      schema,
    },
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { password, confirmPassword } = form.values;
    const body = form.validate(schema.safeParse({ token, ...form.values }), {
      password: newPasswordProblem(password),
      confirmPassword: confirmPassword ? null : 'Type the new password again',
    });
    if (body) send.mutate(body);
  };
  return { send, form, onSubmit };
}

/** The form of useLinkNewPassword, named by `label`. */
export function LinkNewPasswordForm({
  label,
  link,
}: {
  label: string;
  link: ReturnType<typeof useLinkNewPassword>;
}) {
  return (
    <form onSubmit={link.onSubmit} noValidate aria-label={label}>
      <NewPasswordFields
        password={link.form.field('password')}
        confirm={link.form.field('confirmPassword')}
      />
      <SubmitButton busy={link.send.isPending} busyLabel="Saving…" wide>
        Set new password
      </SubmitButton>
    </form>
  );
}
