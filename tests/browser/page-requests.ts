import { API_BASE_PATH } from '@ninetonine/contract';
import type { Page, Request, Response } from 'playwright-core';

// What a browser file knows of its pages' requests: whether a page has settled, and its last API
// calls for a failed test's log (harness.ts wires each page from newPage in).

/**
 * Generous waits for locators (`locator.waitFor(WAIT)`) and retrying assertions
 * (`expect.poll(fn, WAIT)`): the suite shares a small, busy machine.
 */
export const WAIT = { timeout: 30_000 };

/** The requests each tracked page has in flight, and who waits for the next change. */
const inFlight = new WeakMap<
  Page,
  { open: Set<Request>; changed: Array<() => void>; recent: string[] }
>();
const RECENT_CALLS = 12;
/** Pages of files that do not settle: `networkSettled` on one says how to ask for it. */
const untracked = new WeakSet<Page>();
const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith(API_BASE_PATH);
/** "GET <url> → 200", or how it failed, as far as the test process has heard. */
const callLine = (request: Request) =>
  `  ${request.method()} ${request.url()} → ${
    request.failure()?.errorText ?? String(request.existingResponse()?.status() ?? 'no answer yet')
  }`;

/**
 * The page's last API calls with their answers, for a failed test's log: from the file's own
 * tracking when it settles (`settles: true`), else from the last requests Playwright keeps of
 * every page (asked for only now, so a passing test pays nothing for them).
 */
export async function lastApiCalls(page: Page): Promise<string[]> {
  const state = inFlight.get(page);
  if (state) {
    const waiting = [...state.open].map((r) => `  waiting: ${r.method()} ${r.url()}`);
    return [...state.recent, ...waiting];
  }
  const requests = await page.requests().catch(() => []);
  return requests.filter(isApiCall).slice(-RECENT_CALLS).map(callLine);
}

/**
 * Follows every request of the page, for `networkSettled`. Each one then costs messages from the
 * browser's driver to the test process (the request, its answer, its end): ~2 s of a browser
 * file's ~42 s of CPU, so only files that settle ask for it (`useBrowserStack({ settles: true })`).
 */
function trackRequests(page: Page): void {
  const state = {
    open: new Set<Request>(),
    changed: [] as Array<() => void>,
    recent: [] as string[],
  };
  const note = (request: Request) => {
    if (!isApiCall(request)) return;
    state.recent.push(callLine(request));
    if (state.recent.length > RECENT_CALLS) state.recent.shift();
  };
  inFlight.set(page, state);
  const update = (change: () => void) => {
    change();
    for (const wake of state.changed.splice(0)) wake();
  };
  // A live stream (the order's, the board's) stays open for good, as it should: it is not a
  // page still loading. networkidle did not wait for one either.
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') update(() => state.open.add(request));
  });
  page.on('response', (response) => {
    if (response.headers()['content-type']?.startsWith('text/event-stream')) {
      update(() => state.open.delete(response.request()));
    }
  });
  // Its answer's event came before its end: the status is known here, without asking.
  page.on('requestfinished', (request) => {
    note(request);
    update(() => state.open.delete(request));
  });
  page.on('requestfailed', (request) => {
    note(request);
    update(() => state.open.delete(request));
  });
}

/**
 * Waits until the page has no request in flight across two animation frames (a fetch an effect
 * starts after a render counts): what `networkidle` promised, without its 500 ms of quiet after
 * every page, which the route loops paid dozens of times (decision 0093). Needs a file that
 * settles (`useBrowserStack({ settles: true })`); a page not from `newPage` waits for
 * networkidle as before.
 */
export async function networkSettled(page: Page, what = page.url()): Promise<void> {
  const state = inFlight.get(page);
  if (!state && untracked.has(page)) {
    throw new Error(`${what}: networkSettled needs the file's useBrowserStack({ settles: true })`);
  }
  if (!state) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + WAIT.timeout;
  for (;;) {
    if (state.open.size === 0) {
      // As text: API test files import this module, compiled without the DOM's names.
      await page.evaluate(
        'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
      );
      if (state.open.size === 0) return;
      continue;
    }
    const left = deadline - Date.now();
    if (left <= 0) {
      const urls = [...state.open].map((request) => request.url()).join(', ');
      throw new Error(`${what}: requests still in flight after ${WAIT.timeout} ms: ${urls}`);
    }
    // Woken by the page's next request event (listeners attached at newPage: none is missed).
    await new Promise<void>((wake) => {
      const timer = setTimeout(wake, left);
      state.changed.push(() => {
        clearTimeout(timer);
        wake();
      });
    });
  }
}

/** `page.goto(path)`, then `networkSettled`: in place of `waitUntil: 'networkidle'`. */
export async function gotoSettled(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await networkSettled(page, path);
  return response;
}

/**
 * Wires a page from `newPage` in: followed when its file settles, else only marked, so that
 * `networkSettled` on it says how to ask for it.
 */
export function watchRequests(page: Page, settles: boolean): void {
  if (settles) trackRequests(page);
  else untracked.add(page);
}
