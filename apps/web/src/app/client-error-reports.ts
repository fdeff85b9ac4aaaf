import {
  API_BASE_PATH,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type ClientErrorKind,
} from '@ninetonine/contract/core';

/** A page stuck throwing in a loop sends a few, not thousands (the server limits per IP too). */
const REPORTS_PER_PAGE = 5;
let sent = 0;

/** The built chunk this code came in (its hashed name): which deployment the error is from. */
const build = new URL(import.meta.url).pathname
  .split('/')
  .pop()
  ?.slice(0, CLIENT_ERROR_LIMITS.build);

/**
 * Tells the API about an uncaught error (decision 0057): its text, trimmed, and the page's path
 * without query or fragment (a mailed link's token lives there). No cookies go with it, so no
 * session or account. Never throws: reporting must not become the next error.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  if (sent >= REPORTS_PER_PAGE) return;
  sent += 1;
  try {
    const message =
      (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).trim() ||
      'Unknown error';
    const report = {
      kind,
      message: message.slice(0, CLIENT_ERROR_LIMITS.message),
      stack: error instanceof Error ? error.stack?.slice(0, CLIENT_ERROR_LIMITS.stack) : undefined,
      path: window.location.pathname.slice(0, CLIENT_ERROR_LIMITS.path),
      build: build && /^[\w.-]+$/.test(build) ? build : undefined,
    };
    void fetch(`${API_BASE_PATH}${CLIENT_ERRORS_PATH}`, {
      method: 'POST',
      credentials: 'omit',
      // Still sent when the error makes the person leave the page.
      keepalive: true,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // Nothing to do: the console has the error already.
  }
}

/** Reports what nothing caught: script errors and promises rejected with no handler. */
export function watchClientErrors(target: Window): void {
  target.addEventListener('error', (event) =>
    reportClientError('error', event.error ?? event.message),
  );
  target.addEventListener('unhandledrejection', (event) =>
    reportClientError('unhandledrejection', event.reason),
  );
}
