import { API_BASE_PATH, CLIENT_ERRORS_PATH } from '@ninetonine/contract';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { h1Text } from './catalog-helpers';
import { gotoSettled, PHONE, useBrowserStack, WAIT } from './harness';

/** One series of the app's /metrics (read from this machine, as a local scraper would). */
async function reported(baseUrl: string, kind: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`storefront_errors_total{kind="${kind}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('storefront error reports', () => {
  const t = useBrowserStack({ settles: true });

  it('sends an uncaught error and an unhandled rejection to the API, without cookies or query', async () => {
    const { page, errors } = await t.newPage(PHONE);
    await gotoSettled(page, '/contact-us?from=footer');
    await expect.poll(() => h1Text(page), WAIT).toBe('Contact us');
    const reports: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`${API_BASE_PATH}${CLIENT_ERRORS_PATH}`)) {
        reports.push(r);
      }
    });

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Thrown by the report test');
      });
      void Promise.reject(new Error('Rejected by the report test'));
    });

    await expect.poll(() => reported(t.baseUrl, 'error'), WAIT).toBe(1);
    await expect.poll(() => reported(t.baseUrl, 'unhandledrejection'), WAIT).toBe(1);
    expect(reports).toHaveLength(2);
    for (const r of reports) {
      expect(r.headers()['cookie']).toBeUndefined();
      const body = r.postDataJSON() as { path: string; message: string; build?: string };
      expect(body.path).toBe('/contact-us');
      expect(body.message).toMatch(/^Error: (Thrown|Rejected) by the report test$/);
      expect(body.build).toMatch(/\.js$/);
    }
    // The page's own console saw both, as before: reporting hides nothing.
    expect(errors.join('\n')).toContain('Thrown by the report test');
  });
});
