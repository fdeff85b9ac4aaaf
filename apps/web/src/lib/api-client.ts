import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ErrorCode,
} from '@ninetonine/contract/core';
import {
  ApiError,
  isApiError,
  type ApiRequest,
  type ApiResponse,
  type QueryParams,
  type UploadProgress,
} from './api-error';
import { defaultTransport, type Transport } from './api-transport';

export { ApiError, isApiError };
export type { ApiRequest, ApiResponse, QueryParams, UploadProgress };
export type { Transport };

/** What a call may add to the client's defaults. */
export interface RequestOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; the client's default (20 s) otherwise. */
  timeout?: number;
  responseType?: 'json' | 'blob';
  /** Sends through XMLHttpRequest, the one browser API that reports upload progress. */
  onUploadProgress?: (event: UploadProgress) => void;
}

export interface ApiClientDefaults {
  baseURL: string;
  timeout: number;
  headers: Record<string, string>;
  transport: Transport;
}

/** Calls that must not trigger a refresh: they are the session's own checks and starts. */
const NO_REFRESH_PATHS = [
  '/auth/me',
  '/auth/refresh-token',
  '/auth/signIn',
  '/auth/register',
  '/auth/googleSignIn',
  '/auth/googleSignIn/link',
  '/auth/register/phone',
];

const GUEST_TABLE_PREFIX = '/table/';

/** The API error's `code` (contract ErrorCode) is `code`. */
export function isErrorCode(error: unknown, code: ErrorCode): boolean {
  if (!isApiError(error)) return false;
  const data = error.response?.data as { code?: unknown } | undefined;
  return data?.code === code;
}

const isSupersededRefresh = (error: unknown) =>
  isApiError(error) &&
  error.response?.status === 401 &&
  isErrorCode(error, ErrorCode.RefreshSuperseded);

/** The client: its defaults, the refresh it shares between requests and the 401 handling. */
function createApiClient(defaults: ApiClientDefaults) {
  let sessionExpiredHandler: () => void = () => {};
  /** Asks the user to confirm it's them; true once they have (the request is then retried). */
  let reauthHandler: (() => Promise<boolean>) | null = null;
  /** One refresh in flight, shared by every request that hit a 401 meanwhile. */
  let refreshing: Promise<void> | null = null;

  async function send<T>(request: ApiRequest): Promise<ApiResponse<T>> {
    const response = await defaults.transport(request);
    if (response.status >= 200 && response.status < 300) return response as ApiResponse<T>;
    throw new ApiError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      request,
      response,
    );
  }

  function refreshSession(): Promise<void> {
    refreshing ??= send(build('POST', '/auth/refresh-token', {}, {}))
      .then(() => undefined)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function build(
    method: ApiRequest['method'],
    url: string,
    data: unknown,
    options: RequestOptions,
  ): ApiRequest {
    return {
      method,
      baseURL: defaults.baseURL,
      url,
      params: options.params,
      data,
      headers: { ...defaults.headers, ...options.headers },
      responseType: options.responseType ?? 'json',
      timeout: options.timeout ?? defaults.timeout,
      signal: options.signal,
      onUploadProgress: options.onUploadProgress,
    };
  }

  /**
   * A 403 REAUTH_REQUIRED (a sensitive staff action after an old sign-in) asks the user to
   * confirm it's them, then retries the request once.
   */
  async function request<T>(
    method: ApiRequest['method'],
    url: string,
    data: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    try {
      return await refreshing401<T>(method, url, data, options);
    } catch (error) {
      if (!reauthHandler || !isErrorCode(error, ErrorCode.ReauthRequired)) throw error;
      if (!(await reauthHandler())) throw error;
      return refreshing401<T>(method, url, data, options);
    }
  }

  /** A 401 refreshes the session once (shared) and retries the request once. */
  async function refreshing401<T>(
    method: ApiRequest['method'],
    url: string,
    data: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const first = build(method, url, data, options);
    try {
      return await send<T>(first);
    } catch (error) {
      if (
        !isApiError(error) ||
        error.response?.status !== 401 ||
        NO_REFRESH_PATHS.some((p) => url === p) ||
        // A table's guest has no session to refresh (decision 0094): their 401 is theirs to read.
        url.startsWith(GUEST_TABLE_PREFIX)
      ) {
        throw error;
      }
      try {
        await refreshSession();
      } catch (refreshError) {
        // Another tab rotated the same refresh token a moment ago: its new cookies are already ours.
        if (!isSupersededRefresh(refreshError)) {
          sessionExpiredHandler();
          throw error;
        }
      }
      return send<T>(build(method, url, data, options));
    }
  }

  return {
    defaults,
    get: <T = unknown>(url: string, options?: RequestOptions) =>
      request<T>('GET', url, undefined, options),
    /** `data`: a body, for the few DELETEs that name what goes (DELETE /push/subscriptions). */
    delete: <T = unknown>(url: string, options?: RequestOptions & { data?: unknown }) =>
      request<T>('DELETE', url, options?.data, options),
    post: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) =>
      request<T>('POST', url, data, options),
    put: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) =>
      request<T>('PUT', url, data, options),
    patch: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', url, data, options),
    /** The app layer decides what a dead session means (clear the user, go to /signin). */
    onSessionExpired(handler: () => void) {
      sessionExpiredHandler = handler;
    },
    /** Who asks the user to confirm it's them (the re-auth dialog); null: nobody, fail. */
    onReauthRequired(handler: (() => Promise<boolean>) | null) {
      reauthHandler = handler;
    },
  };
}

/** The one HTTP client: same-origin cookies, the CSRF header, and one refresh-and-retry on 401. */
export const apiClient = createApiClient({
  baseURL: API_BASE_PATH,
  timeout: 20_000,
  headers: { Accept: 'application/json, text/plain, */*', [CSRF_HEADER]: CSRF_HEADER_VALUE },
  transport: defaultTransport,
});

/** The app layer decides what a dead session means (clear the user, go to /signin). */
export function onSessionExpired(handler: () => void) {
  apiClient.onSessionExpired(handler);
}

/**
 * The server's message when it sent one, else the caller's fallback
 * (docs/storefront-contract.md#fallback-messages).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message) return data.message;
    if (!error.response)
      return 'We could not reach the kitchen. Check your connection and try again.';
  }
  return fallback;
}
