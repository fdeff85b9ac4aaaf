import { updateProfileRequestSchema } from '@ninetonine/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { errorMessage } from '@/lib/api-client';
import { patchProfile } from '../api/update-profile';
import { userUpdated } from '../auth-slice';
import { fieldErrorsOf, hasErrors, type FieldErrors } from '../form-errors';
import type { ProfileResponse } from '../types';
import { TextField } from './text-field';

type Field = 'name' | 'phone' | 'avatar';
export const PROFILE_QUERY_KEY = ['auth', 'profile'] as const;

/** Edits name, phone and avatar URL; an emptied phone or avatar is removed. */
export function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const detail = profile.userProfileDetail;
  const [values, setValues] = useState<Record<Field, string>>({
    name: detail.name,
    phone: detail.phone ?? '',
    avatar: detail.avatar ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useMutation({
    mutationFn: patchProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, {
        user: updated.user,
        userProfileDetail: updated.userProfileDetail,
      });
      dispatch(userUpdated(updated.user));
    },
  });

  const set = (field: Field) => (value: string) => {
    save.reset();
    setValues((v) => ({ ...v, [field]: value }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse({
      name: values.name,
      phone: values.phone.trim() || null,
      avatar: values.avatar.trim() || null,
    });
    const found = fieldErrorsOf<Field>(parsed);
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      const first = (['name', 'phone', 'avatar'] as const).find((f) => found[f]);
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit your profile">
      {save.isError && (
        <div className="alert" role="alert">
          {errorMessage(save.error, 'Your profile could not be saved. Please try again.')}
        </div>
      )}
      {save.isSuccess && (
        <div className="alert alert-success" role="status">
          {save.data.message || 'Your profile has been updated'}
        </div>
      )}
      <TextField
        id="profile-name"
        label="Name"
        autoComplete="name"
        value={values.name}
        onValueChange={set('name')}
        error={errors.name}
      />
      <TextField
        id="profile-phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onValueChange={set('phone')}
        error={errors.phone}
        hint="Used for delivery questions about your orders."
      />
      <TextField
        id="profile-avatar"
        label="Avatar image URL"
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={values.avatar}
        onValueChange={set('avatar')}
        error={errors.avatar}
      />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={save.isPending}
        aria-busy={save.isPending}
      >
        {save.isPending ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
