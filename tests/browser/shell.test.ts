import { screenTexts } from '@ninetonine/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, startStack, type Stack } from './harness';

describe('storefront shell', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows the not-found page for an unknown path, inside the layout', async () => {
    const { page, errors, context } = await openPage(browser, stack.baseUrl, PHONE);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain('21:00');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves hashed assets with immutable caching and the page with a strict CSP', async () => {
    const res = await fetch(`${stack.baseUrl}/menu`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const assetRes = await fetch(`${stack.baseUrl}${asset}`);
    expect(assetRes.headers.get('cache-control')).toContain('immutable');
    expect(screenTexts.loading).toBe('Cooking 9 to 9 feast...');
  });
});
