import { fallbackMessages } from '@ninetonine/contract/core';
import { useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { register, signIn } from './auth-thunks';
import { safeRedirectPath } from './redirect-path';

type CredentialsAction = ReturnType<typeof signIn> | ReturnType<typeof register>;

/**
 * What the sign-in and sign-up pages share: where to go back to, the form-level alert, and
 * sending the form. A refusal becomes the alert; a success flips isAuthenticated, and the page
 * then redirects.
 */
export function useCredentialsSignIn() {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const send = async (action: CredentialsAction) => {
    setSubmitting(true);
    try {
      await dispatch(action).unwrap();
    } catch (err) {
      // The thunks reject with their message; anything else (an abort) gets the fallback.
      setAlert(typeof err === 'string' ? err : fallbackMessages.login);
      setSubmitting(false);
    }
  };

  return { isAuthenticated, redirect, alert, setAlert, submitting, send };
}
