import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ErrorCode,
} from '@ninetonine/contract/core';
import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';

/** The one HTTP client: same-origin cookies, the CSRF header, and one refresh-and-retry on 401. */
export const apiClient = axios.create({
  baseURL: API_BASE_PATH,
  withCredentials: true,
  headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  timeout: 20_000,
});

type RetriableConfig = AxiosRequestConfig & { _retried?: boolean };

let sessionExpiredHandler: () => void = () => {};
/** The app layer decides what a dead session means (clear the user, go to /signin). */
export function onSessionExpired(handler: () => void) {
  sessionExpiredHandler = handler;
}

/** One refresh in flight, shared by every request that hit a 401 meanwhile. */
let refreshing: Promise<void> | null = null;
function refreshSession(): Promise<void> {
  refreshing ??= apiClient
    .post('/auth/refresh-token', {}, { _retried: true } as RetriableConfig)
    .then(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const NO_REFRESH_PATHS = [
  '/auth/me',
  '/auth/refresh-token',
  '/auth/signIn',
  '/auth/register',
  '/auth/googleSignIn',
  '/auth/register/phone',
];

/** The API error's `code` (contract ErrorCode) is `code`. */
export function isErrorCode(error: unknown, code: ErrorCode): boolean {
  if (!axios.isAxiosError(error)) return false;
  const data = error.response?.data as { code?: unknown } | undefined;
  return data?.code === code;
}

const isSupersededRefresh = (error: unknown) =>
  axios.isAxiosError(error) &&
  error.response?.status === 401 &&
  isErrorCode(error, ErrorCode.RefreshSuperseded);

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  const path = config?.url ?? '';
  if (
    error.response?.status !== 401 ||
    !config ||
    config._retried ||
    NO_REFRESH_PATHS.some((p) => path === p)
  ) {
    throw error;
  }
  config._retried = true;
  try {
    await refreshSession();
  } catch (refreshError) {
    // Another tab rotated the same refresh token a moment ago: its new cookies are already ours.
    if (!isSupersededRefresh(refreshError)) {
      sessionExpiredHandler();
      throw error;
    }
  }
  return apiClient.request(config);
});

/** The server's message when it sent one, else the caller's fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message) return data.message;
    if (!error.response)
      return 'We could not reach the kitchen. Check your connection and try again.';
  }
  return fallback;
}
