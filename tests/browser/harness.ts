import { API_BASE_PATH } from '@ninetonine/contract';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { startStack, type Emulator, type Stack } from './app-stack';
import { sharedAuthEmulator } from './shared-auth-emulator';
import { lastApiCalls, watchRequests } from './page-requests';
import { DESKTOP, launchBrowser } from './chromium';

export { DESKTOP, PHONE } from './chromium';
export {
  createAdminArgs,
  dataFolderFromTemplate,
  EMULATOR_PROJECT,
  freePort,
  WEB_DIST,
  type Emulator,
} from './app-stack';
export { sharedAuthEmulator } from './shared-auth-emulator';
export { gotoSettled, lastApiCalls, networkSettled, WAIT } from './page-requests';

/** Prints each open page's address and visible text (cut short), for a failed test's log. */
async function describePages(contexts: BrowserContext[]): Promise<void> {
  for (const page of contexts.flatMap((c) => c.pages())) {
    const text = await page
      // As text: API test files import this module, compiled without the DOM's names.
      .evaluate<string>('document.body.innerText')
      .catch((error: unknown) => `(no text: ${String(error)})`);
    const shown = text.replace(/\n{2,}/g, '\n').slice(0, 1_500);
    // What the page asked the API last and what is unanswered: a hung call and a refusal look
    // alike in the text above.
    const calls = (await lastApiCalls(page)).join('\n') || '  (none)';
    console.error(
      `On the failed test's page ${page.url()}:\n${shown}\nIts last calls:\n${calls}\n`,
    );
  }
}

/**
 * The run's Chromium when the global set-up started one, else one of this file's own; always
 * its own full Chromium when the file asks for the whole browser (chromium.ts).
 */
function browserForFile(full: boolean): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint && !full ? chromium.connect(endpoint) : launchBrowser({ full });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * Every start asks GET /auth/me (docs/storefront-contract.md#session-start) and a signed-out
 * visitor's 401 is the expected answer, which Chromium reports as a failed resource load; nothing
 * else is forgiven.
 */
function isSignedOutSessionCheck(text: string, url: string): boolean {
  return url.endsWith(`${API_BASE_PATH}/auth/me`) && text.includes('status of 401');
}

/** Collects the page's console errors and uncaught errors into `errors`. */
function recordErrors(page: Page, errors: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() !== 'error' || isSignedOutSessionCheck(msg.text(), msg.location().url)) return;
    // With the address: "Failed to load resource" alone does not say which call failed.
    errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
}

export interface BrowserStack {
  readonly baseUrl: string;
  /** The app's data folder (pictures, outbox; its embedded database, held by the app). */
  readonly dataDir: string;
  /** The app's PostgreSQL database, unless it runs on its embedded one. */
  readonly databaseUrl: string | undefined;
  /** The app's mail outbox folder (see readOutbox in mail-helpers.ts). */
  readonly outboxDir: string;
  readonly browser: Browser;
  /** The Firebase Auth emulator, when asked for. */
  readonly emulator: Emulator;
  /**
   * A fresh browser context (own cookies and storage, `baseURL` set) with one page that records
   * console errors. Closed after the current test, passed or failed: never close it by hand.
   * Call it again for a second visitor at the same time; `context.newPage()` for a second tab.
   */
  newPage(
    viewport?: { width: number; height: number },
    opts?: { serviceWorkers?: 'allow' | 'block' },
  ): Promise<TrackedPage>;
}

/**
 * One app (with a fresh database), one browser and, if asked, the Auth emulator for a test
 * file: started before its tests, stopped after. `const t = useBrowserStack();` then, in a test,
 * `const { page, errors } = await t.newPage(PHONE);`.
 */
export function useBrowserStack(
  opts: {
    emulator?: boolean;
    /**
     * The app's extra env; a function is called in beforeAll, before the app starts (to start
     * what the env points at first, e.g. the Razorpay stand-in, apps/api/test/stand-ins).
     */
    env?: Record<string, string> | (() => Promise<Record<string, string>>);
    /**
     * A full Chromium of the file's own instead of the run's headless shell, for what only the
     * whole browser has (notifications, for web push).
     */
    fullBrowser?: boolean;
    /**
     * Where the app keeps its data: a copy of the run's seeded PostgreSQL database (the default:
     * what the browser sees does not depend on the database, and a copy costs the app no
     * embedded start), or the embedded database in a copy of the run's data folder, as
     * `npm start` runs it (decision 0088). A file passing DATA_DIR or DATABASE_URL keeps its own.
     */
    database?: 'postgres' | 'embedded';
    /**
     * The file waits for pages to settle (`networkSettled`, `gotoSettled`): its pages report
     * every request to the test process (trackRequests), which other files need not pay for.
     */
    settles?: boolean;
  } = {},
): BrowserStack {
  let emulator: Emulator | undefined;
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  /** Contexts opened by the running test; a failed test must not leak them into the next. */
  const open = new Set<BrowserContext>();
  beforeAll(async () => {
    // The app starts while the browser connects (it needs the emulator's address only).
    const app = async () => {
      emulator = opts.emulator ? await sharedAuthEmulator() : undefined;
      stack = await startStack({
        env: typeof opts.env === 'function' ? await opts.env() : opts.env,
        emulator,
        template: inject('browserDataTemplate'),
        postgresTemplate:
          opts.database === 'embedded' ? undefined : inject('browserPostgresTemplate'),
      });
    };
    const connecting = browserForFile(opts.fullBrowser ?? false);
    try {
      await app();
    } finally {
      browser = await connecting;
    }
  }, 180_000);
  afterEach(async ({ task }) => {
    const contexts = [...open];
    open.clear();
    // A failure in CI leaves no browser to look at: say what each page showed when it failed.
    if (task.result?.state === 'fail') await describePages(contexts);
    await Promise.all(contexts.map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await emulator?.stop();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not running (is this inside a test?)`);
    return value;
  };
  return {
    get baseUrl() {
      return ready(stack, 'the app').baseUrl;
    },
    get outboxDir() {
      return ready(stack, 'the app').outboxDir;
    },
    get dataDir() {
      return ready(stack, 'the app').dataDir;
    },
    get databaseUrl() {
      return ready(stack, 'the app').databaseUrl;
    },
    get browser() {
      return ready(browser, 'the browser');
    },
    get emulator() {
      return ready(emulator, 'the Auth emulator');
    },
    async newPage(viewport = DESKTOP, { serviceWorkers = 'block' } = {}) {
      const context = await ready(browser, 'the browser').newContext({
        baseURL: ready(stack, 'the app').baseUrl,
        viewport,
        // The storefront's worker (decision 0066) only where a test asks for it: a page it
        // controls fetches through it, out of reach of page.route() and of a test that counts
        // what reached the network.
        serviceWorkers,
        // What a visitor who asked for less motion sees (global.css): no endless pulses and
        // shimmers repainting every frame while a test waits (decision 0075).
        reducedMotion: 'reduce',
        // A customer far from the kitchen: pages must still show the restaurant's times.
        ...(process.env.TZ ? { timezoneId: process.env.TZ } : {}),
      });
      open.add(context);
      const page = await context.newPage();
      const errors: string[] = [];
      recordErrors(page, errors);
      watchRequests(page, opts.settles ?? false);
      return { context, page, errors };
    },
  };
}
