import { maxLengthsOf, updateProfileRequestSchema } from '@ninetonine/contract';
import { useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { useUpdateProfile } from './api/update-profile';
import { errorMessage } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useAppSelector } from '@/app/hooks';

const NAME_MAX = maxLengthsOf(updateProfileRequestSchema).name;

/**
 * A phone sign-up's account has a made-up name ("Guest 8110") until the person gives one; the
 * kitchen calls the customer by it, so checkout asks for it (issue 19 #15) and keeps it on the
 * profile before the order is placed, so the order carries it.
 */
export function useCheckoutName() {
  const needed = useAppSelector((s) => s.auth.user?.needsName === true);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  /** True when there is nothing to ask or the name is saved; otherwise shows why and focuses. */
  const save = async (): Promise<boolean> => {
    if (!needed) return true;
    const refuse = (message: string) => {
      setError(message);
      document.getElementById('checkout-name')?.focus();
      return false;
    };
    const parsed = updateProfileRequestSchema.safeParse({ name });
    if (!name.trim()) return refuse('Enter your name');
    const problem = fieldErrorsOf<'name'>(parsed).name;
    if (!parsed.success) return refuse(problem ?? 'Enter your name');
    try {
      await update.mutateAsync(parsed.data);
      return true;
    } catch (err) {
      return refuse(errorMessage(err, 'Your name could not be saved. Please try again.'));
    }
  };

  const field = needed ? (
    <TextField
      id="checkout-name"
      label="Your name"
      hint="So the kitchen knows whom to call. We keep it on your profile."
      autoComplete="name"
      maxLength={NAME_MAX}
      value={name}
      onValueChange={(value) => {
        setName(value);
        setError(null);
      }}
      error={error ?? undefined}
    />
  ) : null;

  return { field, save, saving: update.isPending };
}
