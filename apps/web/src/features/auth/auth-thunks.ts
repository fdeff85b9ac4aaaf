import type { GoogleLinkRequest, RegisterRequest, SignInRequest, User } from '@ninetonine/contract';
import { ErrorCode, fallbackMessages } from '@ninetonine/contract/core';
import { createAppAsyncThunk, type AppDispatch } from '@/app/hooks';
import { errorMessage, isApiError, isErrorCode } from '@/lib/api-client';
import { getCurrentUser } from './api/get-current-user';
import { postLogout } from './api/logout';
import { postRefreshToken } from './api/refresh-session';
import { authSignedIn, authSignedOut } from './auth-signals';
import { secondFactorChallenged } from './second-factor-slice';
import { mayHoldSession } from './session-hint';

const isStatus = (err: unknown, status: number) =>
  isApiError(err) && err.response?.status === status;
const isRefreshSuperseded = (err: unknown) =>
  isStatus(err, 401) && isErrorCode(err, ErrorCode.RefreshSuperseded);

/**
 * GET /auth/me. Its failure is a silent sign-out (docs/storefront-contract.md#session-start), so
 * the message is never shown; the HTTP status (null without a response) tells a dead session from a
 * network hiccup. With `refresh`, a 401 gets one refresh-token call and a second ask (see
 * restoreSession).
 */
export const fetchCurrentUser = createAppAsyncThunk<
  User,
  { refresh?: boolean } | undefined,
  { rejectedMeta: { status: number | null } }
>('auth/fetchCurrentUser', async (opts, { rejectWithValue }) => {
  try {
    try {
      return await getCurrentUser();
    } catch (err) {
      if (!opts?.refresh || !isStatus(err, 401)) throw err;
      await postRefreshToken().catch((refreshError: unknown) => {
        // Another tab rotated the same refresh token a moment ago: its new cookies are ours too.
        if (!isRefreshSuperseded(refreshError)) throw refreshError;
      });
      return await getCurrentUser();
    }
  } catch (err) {
    const status = isApiError(err) ? (err.response?.status ?? null) : null;
    return rejectWithValue(errorMessage(err, fallbackMessages.profile), { status });
  }
});

/** Every sign-in ends the same way: the current user from /auth/me, then the signal. */
async function finishSignIn(dispatch: AppDispatch): Promise<User> {
  const result = await dispatch(fetchCurrentUser());
  if (!fetchCurrentUser.fulfilled.match(result)) throw new Error('current user unavailable');
  dispatch(authSignedIn());
  return result.payload;
}

/** The first step succeeded and the account has an authenticator app: the challenge for it. */
function secondFactorOf(err: unknown) {
  if (!isErrorCode(err, ErrorCode.SecondFactorRequired) || !isApiError(err)) return null;
  const data = err.response?.data as { challenge?: unknown; setupRequired?: unknown };
  return typeof data.challenge === 'string'
    ? { challenge: data.challenge, setupRequired: data.setupRequired === true }
    : null;
}

/** The API error's `code`, for a caller that answers one refusal with a next step. */
const apiErrorCode = (err: unknown): string | null => {
  const code = isApiError(err)
    ? (err.response?.data as { code?: unknown } | undefined)?.code
    : null;
  return typeof code === 'string' ? code : null;
};

/**
 * A sign-in thunk: the provider-specific call, then finishSignIn; 'Login failed' as fallback.
 * A refusal carries the API's error code in its meta.
 */
function signInThunk<Arg>(type: string, call: (arg: Arg) => Promise<unknown>) {
  return createAppAsyncThunk<User, Arg, { rejectedMeta: { code: string | null } }>(
    type,
    async (arg, { dispatch, rejectWithValue }) => {
      try {
        await call(arg);
      } catch (err) {
        const message = errorMessage(err, fallbackMessages.login);
        // Staff with an authenticator app: the sign-in page shows the code step instead.
        const pending = secondFactorOf(err);
        if (pending) dispatch(secondFactorChallenged({ ...pending, message }));
        return rejectWithValue(message, { code: apiErrorCode(err) });
      }
      try {
        return await finishSignIn(dispatch);
      } catch {
        return rejectWithValue(fallbackMessages.login, { code: null });
      }
    },
  );
}

// The calls that sign in are loaded when one is made: a catalog page's first load carries none
// of them (decision 0097).
export const signIn = signInThunk<SignInRequest>('auth/signIn', (body) =>
  import('./api/sign-in').then((api) => api.postSignIn(body)),
);
/** The second step's session is set: fetch the user and sign in like any other flow. */
export const completeSecondFactorSignIn = signInThunk<void>(
  'auth/secondFactorSignIn',
  async () => undefined,
);
export const register = signInThunk<RegisterRequest>('auth/register', (body) =>
  import('./api/register').then((api) => api.postRegister(body)),
);
/** Takes the Firebase ID token of a Google sign-in. */
export const googleSignIn = signInThunk<string>('auth/googleSignIn', (token) =>
  import('./api/google-sign-in').then((api) => api.postGoogleSignIn(token)),
);
/** Google refused with LINK_NEEDS_PASSWORD, again, with the account's password. */
export const googleLink = signInThunk<GoogleLinkRequest>('auth/googleLink', (body) =>
  import('./api/google-link').then((api) => api.postGoogleLink(body)),
);
/** Takes the Firebase ID token of a phone sign-in. */
export const phoneSignIn = signInThunk<string>('auth/phoneSignIn', (token) =>
  import('./api/phone-sign-in').then((api) => api.postPhoneSignIn(token)),
);

/** POST the logout, then the signal (cart reset, query cache cleared); fulfilled clears the user. */
export const logout = createAppAsyncThunk<void>(
  'auth/logout',
  async (_, { dispatch, rejectWithValue }) => {
    try {
      await postLogout();
    } catch (err) {
      // A session the server no longer knows is as logged out as it gets.
      if (!isStatus(err, 401)) return rejectWithValue(errorMessage(err, fallbackMessages.logout));
    }
    dispatch(authSignedOut());
  },
);

/**
 * Start-up check (docs/storefront-contract.md#session-start): ask /auth/me; success signs in,
 * failure is a silent sign-out. /auth/me is exempt from the client's refresh-and-retry, so a stale
 * access cookie gets one refresh here; a 401 after that is a dead session, a network failure is
 * not.
 */
export const restoreSession = createAppAsyncThunk<void>(
  'auth/restoreSession',
  async (_, { dispatch, getState }) => {
    // docs/storefront-contract.md#session-start: ask even when storage forgot the user (the
    // cookies may hold a session), but only a remembered user is worth a refresh attempt, and only
    // losing one resets the cart. With no session hint cookie and no remembered user there is no
    // session to find: a visitor who never signed in gets no 401 (decision 0045).
    const remembered = getState().auth.isAuthenticated;
    if (!remembered && !mayHoldSession()) return;
    const result = await dispatch(fetchCurrentUser({ refresh: remembered }));
    if (fetchCurrentUser.fulfilled.match(result)) dispatch(authSignedIn());
    else if (remembered && result.meta.status === 401) dispatch(authSignedOut());
  },
);
