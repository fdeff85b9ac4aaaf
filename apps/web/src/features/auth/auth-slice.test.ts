import { ErrorCode } from '@ninetonine/contract/core';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from '@/lib/saved-state';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { makeStore, rootReducer, type AppDispatch } from '@/app/store';
import { ApiError, apiClient } from '@/lib/api-client';
import { PROFILE_QUERY_KEY, profileQuery } from './api/get-profile';
import { authSignedIn, authSignedOut, initialAuthState, sessionCleared } from './auth-slice';
import {
  fetchCurrentUser,
  googleSignIn,
  logout,
  phoneSignIn,
  register,
  restoreSession,
  signIn,
} from './auth-thunks';
import type { AuthUser } from './types';

const user = (name: string): AuthUser => ({
  _id: 'u1',
  name,
  email: 'ada@example.test',
  phone: null,
  avatar: null,
  role: 'customer',
  providers: ['password'],
  emailVerified: false,
  createdAt: '2026-01-02T03:04:05.000Z',
});

type Reply = { status: number; data?: unknown } | 'network';
const originalTransport = apiClient.defaults.transport;

/** Answers the one real API client from a table; records what was asked. */
function fakeServer(routes: Record<string, Reply | Reply[]>) {
  const calls: string[] = [];
  apiClient.defaults.transport = async (request) => {
    const key = `${request.method} ${request.url}`;
    calls.push(key);
    const entry = routes[key];
    const reply = (Array.isArray(entry) ? entry.shift() : entry) ?? { status: 404, data: {} };
    if (reply === 'network') throw new ApiError('Network Error', 'ERR_NETWORK', request);
    return { data: reply.data ?? {}, status: reply.status, headers: new Headers() };
  };
  return calls;
}
afterEach(() => {
  apiClient.defaults.transport = originalTransport;
});

/** A real store with the app's reducers, recording every action type in order. */
function makeAuthStore(auth = initialAuthState) {
  const seen: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push((action as UnknownAction).type);
    return next(action);
  };
  // The app's root reducer (typed thunks need its state), without the app's listeners.
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth },
    middleware: (getDefault) => getDefault().concat(record),
  });
  // The app's dispatch type differs only by the persisted-state marker this store leaves out.
  const dispatch = store.dispatch as unknown as AppDispatch;
  return { store: { getState: store.getState, dispatch }, seen };
}
const signedIn = { ...initialAuthState, user: user('Ada'), isAuthenticated: true };

type TestDispatch = ReturnType<typeof makeAuthStore>['store']['dispatch'];
const signInFlows: [string, (dispatch: TestDispatch) => Promise<unknown>, string][] = [
  ['signIn', (d) => d(signIn({ email: 'a@b.co', password: 'x' })), 'POST /auth/signIn'],
  [
    'register',
    (d) => d(register({ name: 'Ada', email: 'a@b.co', password: 'x' })),
    'POST /auth/register',
  ],
  ['googleSignIn', (d) => d(googleSignIn('id-token')), 'POST /auth/googleSignIn'],
  ['phoneSignIn', (d) => d(phoneSignIn('id-token')), 'POST /auth/register/phone'],
];

describe.each(signInFlows)('%s', (_name, run, call) => {
  it('pending sets loading; fulfilled takes the user from /auth/me, then signals', async () => {
    const calls = fakeServer({
      [call]: { status: 200, data: { message: 'ok', userData: user('From sign-in') } },
      'GET /auth/me': { status: 200, data: { data: user('Ada Lovelace') } },
    });
    const { store, seen } = makeAuthStore({ ...initialAuthState, error: 'old' });
    const pending = run(store.dispatch);
    expect(store.getState().auth).toMatchObject({ loading: true, error: null });
    await pending;
    expect(calls).toEqual([call, 'GET /auth/me']);
    expect(store.getState().auth).toEqual({
      user: user('Ada Lovelace'),
      isAuthenticated: true,
      loading: false,
      error: null,
    });
    // The signal comes once the user is in the state (the cart sync reads it).
    expect(seen.indexOf(authSignedIn.type)).toBeGreaterThan(
      seen.indexOf(fetchCurrentUser.fulfilled.type),
    );
  });

  it('rejected keeps the server message, else "Login failed"', async () => {
    fakeServer({
      [call]: [{ status: 401, data: { message: 'Invalid email or password' } }, { status: 500 }],
    });
    const { store, seen } = makeAuthStore();
    await run(store.dispatch);
    expect(store.getState().auth).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: 'Invalid email or password',
    });
    await run(store.dispatch);
    expect(store.getState().auth.error).toBe('Login failed');
    expect(seen).not.toContain(authSignedIn.type);
  });
});

describe('the profile (docs/storefront-contract.md#session-start: a successful profile fetch sets the user)', () => {
  it('its answer, through the query cache, sets the user and authenticated; a failure says "Profile fetch failed"', async () => {
    const profile = { user: user('Ada P.'), userProfileDetail: { name: 'Ada P.' } };
    fakeServer({ 'GET /auth/user/profile': [{ status: 200, data: profile }, { status: 500 }] });
    const queryClient = new QueryClient();
    const store = makeStore({ queryClient });
    await queryClient.fetchQuery(profileQuery());
    expect(store.getState().auth).toMatchObject({ user: user('Ada P.'), isAuthenticated: true });
    await expect(queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 })).rejects.toThrow(
      'Profile fetch failed',
    );
    expect(store.getState().auth).toMatchObject({ user: user('Ada P.'), isAuthenticated: true });
  });

  it('a saved profile written to the cache (useUpdateProfile) is the user at once', () => {
    const queryClient = new QueryClient();
    const store = makeStore({ queryClient, preloadedState: { auth: signedIn } });
    queryClient.setQueryData(PROFILE_QUERY_KEY, {
      user: user('Ada Lovelace'),
      userProfileDetail: { name: 'Ada Lovelace' },
    });
    expect(store.getState().auth.user?.name).toBe('Ada Lovelace');
  });
});

describe('fetchCurrentUser', () => {
  it('a failure is a silent sign-out', async () => {
    fakeServer({ 'GET /auth/me': { status: 401, data: { message: 'Not signed in' } } });
    const { store } = makeAuthStore(signedIn);
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth).toEqual(initialAuthState);
  });
});

describe('logout', () => {
  it('posts, signals (cart reset, cache clear), then clears the user', async () => {
    const calls = fakeServer({
      'POST /auth/user/logout': { status: 200, data: { message: 'bye' } },
    });
    const { store, seen } = makeAuthStore(signedIn);
    await store.dispatch(logout());
    expect(calls).toEqual(['POST /auth/user/logout']);
    expect(store.getState().auth).toEqual(initialAuthState);
    expect(seen.indexOf(authSignedOut.type)).toBeLessThan(seen.indexOf(logout.fulfilled.type));
  });

  it('a failure keeps the user and says "Logout failed" (or the server message)', async () => {
    fakeServer({
      'POST /auth/user/logout': [{ status: 500 }, { status: 503, data: { message: 'Down' } }],
    });
    const { store, seen } = makeAuthStore(signedIn);
    await store.dispatch(logout());
    expect(store.getState().auth).toMatchObject({ user: user('Ada'), error: 'Logout failed' });
    await store.dispatch(logout());
    expect(store.getState().auth.error).toBe('Down');
    expect(seen).not.toContain(authSignedOut.type);
  });
});

describe('restoreSession (start-up check)', () => {
  it('asks once without refreshing when no signed-in user is remembered; 401 is a silent sign-out', async () => {
    const calls = fakeServer({ 'GET /auth/me': { status: 401 } });
    const { store, seen } = makeAuthStore();
    await store.dispatch(restoreSession());
    expect(calls).toEqual(['GET /auth/me']);
    expect(store.getState().auth).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
    });
    expect(seen).not.toContain(authSignedIn.type);
    expect(seen).not.toContain(authSignedOut.type);
  });

  it('finds a session the cookies still hold although this browser forgot the user', async () => {
    const calls = fakeServer({ 'GET /auth/me': { status: 200, data: { data: user('Ada') } } });
    const { store, seen } = makeAuthStore();
    await store.dispatch(restoreSession());
    expect(calls).toEqual(['GET /auth/me']);
    expect(store.getState().auth).toMatchObject({ user: user('Ada'), isAuthenticated: true });
    expect(seen).toContain(authSignedIn.type);
  });

  it('confirms a remembered user, refreshing a stale access token once', async () => {
    const calls = fakeServer({
      'GET /auth/me': [{ status: 401 }, { status: 200, data: { data: user('Ada Fresh') } }],
      'POST /auth/refresh-token': { status: 200, data: { message: 'ok' } },
    });
    const { store, seen } = makeAuthStore(signedIn);
    await store.dispatch(restoreSession());
    expect(calls).toEqual(['GET /auth/me', 'POST /auth/refresh-token', 'GET /auth/me']);
    expect(store.getState().auth).toMatchObject({ user: user('Ada Fresh'), loading: false });
    expect(seen).toContain(authSignedIn.type);
  });

  it('a refresh another tab made a moment earlier still counts', async () => {
    fakeServer({
      'GET /auth/me': [{ status: 401 }, { status: 200, data: { data: user('Ada') } }],
      'POST /auth/refresh-token': { status: 401, data: { code: ErrorCode.RefreshSuperseded } },
    });
    const { store, seen } = makeAuthStore(signedIn);
    await store.dispatch(restoreSession());
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(seen).toContain(authSignedIn.type);
  });

  it('a dead session signs out and signals it', async () => {
    fakeServer({ 'GET /auth/me': { status: 401 }, 'POST /auth/refresh-token': { status: 401 } });
    const { store, seen } = makeAuthStore(signedIn);
    await store.dispatch(restoreSession());
    expect(store.getState().auth).toEqual(initialAuthState);
    expect(seen).toContain(authSignedOut.type);
  });

  it('a network failure (offline) keeps the remembered customer and says nothing (decision 0084)', async () => {
    const calls = fakeServer({ 'GET /auth/me': 'network' });
    const { store, seen } = makeAuthStore(signedIn);
    await store.dispatch(restoreSession());
    expect(calls).toEqual(['GET /auth/me']);
    expect(store.getState().auth).toMatchObject({
      user: signedIn.user,
      isAuthenticated: true,
      loading: false,
    });
    expect(seen).not.toContain(authSignedOut.type);
  });
});

describe('local state', () => {
  it('rehydrates who is signed in, never a stale loading flag or error', () => {
    const { store } = makeAuthStore();
    store.dispatch({
      type: REHYDRATE,
      key: 'ninetonine',
      payload: { auth: { ...signedIn, loading: true, error: 'Login failed' } },
    });
    expect(store.getState().auth).toEqual(signedIn);
  });

  it('a cleared session forgets the user', () => {
    const { store } = makeAuthStore(signedIn);
    store.dispatch(sessionCleared());
    expect(store.getState().auth).toEqual(initialAuthState);
  });
});
