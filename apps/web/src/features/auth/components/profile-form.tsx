import { updateProfileRequestSchema } from '@ninetonine/contract';
import type { FormEvent } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileResponse } from '../types';
import { useFormFields } from '@/hooks/use-form-fields';
import { ErrorAlert, FormAlert, SubmitButton } from '@/components/form/form-parts';
import { PhoneField, TextField } from '@/components/form/text-field';

/** Edits name, phone and avatar URL; an emptied phone or avatar is removed. */
export function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const detail = profile.userProfileDetail;
  const save = useUpdateProfile();
  // Editing again hides the last save's result.
  const form = useFormFields(
    'profile',
    { name: detail.name, phone: detail.phone ?? '', avatar: detail.avatar ?? '' },
    { onEdit: () => save.reset(), schema: updateProfileRequestSchema },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { name, phone, avatar } = form.values;
    const body = form.validate(
      updateProfileRequestSchema.safeParse({
        name,
        phone: phone.trim() || null,
        avatar: avatar.trim() || null,
      }),
    );
    if (body) save.mutate(body);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit your profile">
      <ErrorAlert
        error={save.error}
        fallback="Your profile could not be saved. Please try again."
      />
      {save.isSuccess && (
        <FormAlert success>{save.data.message || 'Your profile has been updated'}</FormAlert>
      )}
      <TextField {...form.field('name')} label="Name" autoComplete="name" />
      <PhoneField
        {...form.field('phone')}
        label="Phone"
        hint="Used for delivery questions about your orders."
      />
      <TextField
        {...form.field('avatar')}
        label="Avatar image URL"
        type="url"
        inputMode="url"
        placeholder="https://…"
      />
      <SubmitButton busy={save.isPending} busyLabel="Saving…">
        Save changes
      </SubmitButton>
    </form>
  );
}
