import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe-helpers';
import { PHONE, WAIT, WEB_DIST, useBrowserStack } from './harness';
import { controlledByWorker } from './pwa-helpers';

/**
 * A copy of the built storefront this file's app serves, so a test can deploy "the next build"
 * under a running page. Only the browser build: pages render in the browser here (the server
 * build would not find its packages from a temporary folder).
 */
const copy = mkdtempSync(path.join(tmpdir(), 'nt-web-'));
const webDist = path.join(copy, 'dist');
cpSync(WEB_DIST, webDist, { recursive: true });

describe('a new version of the storefront (issue 21 item 3, decision 0066)', () => {
  const t = useBrowserStack({ env: { WEB_DIST_DIR: webDist } });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is announced with a Reload prompt, and takes over only when Reload is pressed', async () => {
    const { page, errors } = await t.newPage(PHONE, { serviceWorkers: 'allow' });
    await page.goto('/menu');
    await controlledByWorker(page);
    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'A new version of NineToNine is ready' });
    // A first install is no new version.
    expect(await prompt.count()).toBe(0);

    // The next build is deployed: its worker differs from the running one.
    // (with the compressed copies the build writes beside it, which the server sends first).
    const worker = path.join(webDist, 'sw.js');
    appendFileSync(worker, '\n// the next build\n');
    writeFileSync(`${worker}.br`, brotliCompressSync(readFileSync(worker)));
    writeFileSync(`${worker}.gz`, gzipSync(readFileSync(worker)));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await prompt.waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    // Until the visitor chooses, the page keeps its app and the worker it started with.
    const marked = await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      return navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state);
    });
    expect(marked).toBe('installed');

    const reloaded = page.waitForEvent('load', WAIT);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await controlledByWorker(page);
    const after = await page.evaluate(async () => ({
      sameDocument: (window as unknown as { sameDocument?: boolean }).sameDocument ?? false,
      waiting: (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    }));
    expect(after).toEqual({ sameDocument: false, waiting: null });
    expect(await prompt.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
