import { fallbackMessages } from '@ninetonine/contract/core';
import { useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { register, signIn } from './auth-thunks';
import { nameAskDismissed } from './name-ask';
import { homeFor, safeRedirectPath } from './redirect-path';

type CredentialsAction = ReturnType<typeof signIn> | ReturnType<typeof register>;

/**
 * What the sign-in and sign-up pages share: where to go back to, the form-level alert, and
 * sending the form. A refusal becomes the alert; a success flips isAuthenticated, and the page
 * then redirects, unless the account has only a placeholder name (phone sign-up): `askName` says
 * to ask for one first, until it is saved or put off (`putOffName`).
 */
export function useCredentialsSignIn() {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const needsName = useAppSelector((s) => s.auth.user?.needsName === true);
  const [putOff, setPutOff] = useState(nameAskDismissed);
  const [params] = useSearchParams();
  const role = useAppSelector((s) => s.auth.user?.role);
  const redirect = safeRedirectPath(params.get('redirect'), homeFor(role));
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

  const askName = isAuthenticated && needsName && !putOff;
  const putOffName = () => setPutOff(true);
  return { isAuthenticated, redirect, alert, setAlert, submitting, send, askName, putOffName };
}
