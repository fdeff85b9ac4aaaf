import { useMutation } from '@tanstack/react-query';
import { ErrorAlert, FormAlert } from '@/components/form/form-parts';
import { postResendVerification } from '../api/resend-verification';
import { BusyButton } from '@/components/busy-button';

/**
 * Mails the signed-in account a new verification link: the button, then what became of it (the
 * server's "We sent you a new link", or why not). The account page's notice and the note at
 * checkout and on the order page say the same thing in their own words around it.
 */
export function ResendVerification({ label, small = false }: { label: string; small?: boolean }) {
  const resend = useMutation({ mutationFn: postResendVerification });
  return (
    <>
      {resend.isSuccess && <FormAlert success>{resend.data}</FormAlert>}
      <ErrorAlert error={resend.error} fallback="We could not send a new link. Please try again." />
      {!resend.isSuccess && (
        <BusyButton
          busy={resend.isPending}
          busyLabel="Sending…"
          className={small ? 'btn btn-small' : 'btn'}
          onClick={() => resend.mutate()}
        >
          {label}
        </BusyButton>
      )}
    </>
  );
}
