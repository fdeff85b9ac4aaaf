/** Where the API lives, for the server that mounts it and every client that calls it. */
export const API_BASE_PATH = '/api/v1';

/**
 * POST here when the browser replaced this device's push subscription: the service worker's
 * own call (it has no API client), so the path is here, in the zod-free part.
 */
export const PUSH_RENEWAL_PATH = '/push/subscriptions/renewal';

/**
 * State-changing calls must carry this header (docs/decisions/0003): a cross-site form cannot
 * set it, and a cross-site script cannot send it without a CORS preflight we never grant.
 */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/**
 * A cookie the page can read, set and cleared with the session cookies: without it the browser
 * holds no session, and the web does not ask GET /auth/me (docs/decisions/0045).
 */
export const SESSION_HINT_COOKIE = 'nt_session';
