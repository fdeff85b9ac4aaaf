import type {
  ReauthenticateRequest,
  RecoveryCodesResponse,
  SecondFactorSetup,
  SecondFactorSignInResponse,
  SecondFactorStatus,
} from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /auth/second-factor: the sign-in's second step (sets the session cookies). */
export async function postSecondFactorSignIn(body: {
  challenge: string;
  code: string;
}): Promise<SecondFactorSignInResponse> {
  const { data } = await apiClient.post<SecondFactorSignInResponse>('/auth/second-factor', body);
  return data;
}

/** POST /auth/second-factor/setup: signed in, or mid-sign-in with a set-up challenge. */
export async function postSecondFactorSetup(challenge?: string): Promise<SecondFactorSetup> {
  const { data } = await apiClient.post<SecondFactorSetup>(
    '/auth/second-factor/setup',
    challenge ? { challenge } : {},
  );
  return data;
}

/** POST /auth/second-factor/confirm: the recovery codes, shown once. */
export async function postSecondFactorConfirm(code: string): Promise<string[]> {
  const { data } = await apiClient.post<RecoveryCodesResponse>('/auth/second-factor/confirm', {
    code,
  });
  return data.recoveryCodes;
}

export const SECOND_FACTOR_QUERY_KEY = ['auth', 'second-factor'] as const;

/** GET /auth/second-factor */
export async function getSecondFactorStatus(): Promise<SecondFactorStatus> {
  const { data } = await apiClient.get<SecondFactorStatus>('/auth/second-factor');
  return data;
}

/** DELETE /auth/second-factor (asks for a recent sign-in). */
export async function deleteSecondFactor(): Promise<void> {
  await apiClient.delete('/auth/second-factor');
}

/** POST /auth/second-factor/recovery-codes: a new set, shown once; the old ones stop working. */
export async function postNewRecoveryCodes(): Promise<string[]> {
  const { data } = await apiClient.post<RecoveryCodesResponse>(
    '/auth/second-factor/recovery-codes',
    {},
  );
  return data.recoveryCodes;
}

/** POST /auth/reauthenticate: "confirm it's you". */
export async function postReauthenticate(body: ReauthenticateRequest): Promise<void> {
  await apiClient.post('/auth/reauthenticate', body);
}
