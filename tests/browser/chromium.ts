import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Debian's headless shell: Chromium's own headless-only build (`apt-get install -y
 * chromium-headless-shell`). It drives the same Blink and V8 as the full browser, without the
 * browser UI's processes and services: the same browser files took 40% less of Chromium's CPU
 * (decision 0075). The binary itself, not /usr/bin's wrapper script, which does not `exec` it and
 * would leave a shell between Playwright and the browser it stops.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * CHROMIUM_PATH when set, else Debian's headless shell when installed (unless `full`: the
 * shell has no system notifications, which web push and the kitchen board's alerts need),
 * else Debian's chromium; never downloads a browser.
 */
export function chromiumPath({ full = false } = {}): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    full ? undefined : HEADLESS_SHELL,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's: `sudo apt-get install -y chromium chromium-headless-shell`, or set CHROMIUM_PATH to a Chromium/Chrome binary.",
    );
  }
  return found;
}
const LAUNCH_OPTIONS = {
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/**
 * A browser of its own with a profile on disk, its one context not incognito: what a test needs
 * where Chromium treats an incognito context differently (it never offers to install an app).
 * The caller closes it; the profile folder goes with `close()`.
 */
export async function launchPersistentBrowser(baseURL: string, viewport = DESKTOP) {
  const profile = mkdtempSync(path.join(tmpdir(), 'nt-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    ...LAUNCH_OPTIONS,
    baseURL,
    viewport,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(opts: { full?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(opts), ...LAUNCH_OPTIONS });
}

/**
 * One Chromium for the whole run (global-setup.ts): starting one per file cost each file ~1 s of
 * CPU and its start-up's wait. Files stay apart as before: each connects on its own, and a
 * connection sees and closes only the contexts it opened (its cookies and storage are its own).
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), ...LAUNCH_OPTIONS });
}
