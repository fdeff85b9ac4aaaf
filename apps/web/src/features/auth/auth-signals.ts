import { createAction } from '@reduxjs/toolkit';

/**
 * Lifecycle signals other features react to (composed in src/app): dispatched after any sign-in
 * (or the start-up session check) has fetched the current user, and after logout or a dead session.
 */
export const authSignedIn = createAction('auth/signedIn');
export const authSignedOut = createAction('auth/signedOut');

/** The session died (refresh failed): forget the user locally; the server has nothing to end. */
export const sessionCleared = createAction('auth/sessionCleared');
