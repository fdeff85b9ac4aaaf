/**
 * "Not now" on the name question holds for this browser session (sessionStorage): the question
 * is not asked again after each sign-in, but checkout still asks, since the kitchen calls the
 * customer by that name (issue 19 #15).
 */
const KEY = 'ninetonine:name-ask-dismissed';

/** Whether the person said "Not now" in this browser session; false where storage is refused. */
export function nameAskDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissNameAsk(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Refused storage: the question may come back on the next sign-in, nothing worse.
  }
}
