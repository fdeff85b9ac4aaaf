import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';

interface OpenApiDoc {
  openapi: string;
  paths: Record<
    string,
    Record<string, { tags?: string[]; summary?: string; responses: Record<string, unknown> }>
  >;
}

describe('API docs', () => {
  const t = useTestApp({ seed: false });

  it('lists the catalog, images and site calls with tags and summaries', async () => {
    const res = await t.app.inject({ url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDoc>();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string, string][] = [
      ['/api/v1/foods/getAllFood', 'get', 'catalog'],
      ['/api/v1/foods/getFood/{id}', 'get', 'catalog'],
      ['/api/v1/foods/getFoodByCategory/category', 'get', 'catalog'],
      ['/api/v1/categories', 'get', 'catalog'],
      ['/api/v1/foods/suggestions', 'get', 'catalog'],
      ['/api/v1/images/{id}', 'get', 'images'],
      ['/api/v1/offers', 'get', 'site'],
      ['/api/v1/contact', 'post', 'site'],
    ];
    for (const [path, method, tag] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.tags).toContain(tag);
      expect(op!.summary?.length).toBeGreaterThan(5);
      expect(Object.keys(op!.responses)).toContain(method === 'post' ? '201' : '200');
    }
    // The docs' own routes stay out of the document.
    expect(Object.keys(doc.paths).some((p) => p.includes('/docs'))).toBe(false);
  });

  it('says which calls answer 429 (every rate-limited one)', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/docs/json' })).json<OpenApiDoc>();
    const limited: [string, string][] = [
      ['/api/v1/contact', 'post'],
      ['/api/v1/auth/signIn', 'post'],
      ['/api/v1/orders/quote', 'post'],
      ['/api/v1/orders', 'post'],
      ['/api/v1/orders/{id}/events', 'get'],
      ['/api/v1/staff/orders/events', 'get'],
    ];
    for (const [path, method] of limited) {
      expect(Object.keys(doc.paths[path]![method]!.responses), `${method} ${path}`).toContain(
        '429',
      );
    }
  });

  it('serves the docs page with a CSP that lets its own script and styles run', async () => {
    const res = await t.app.inject({ url: '/api/v1/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui-bundle.js');
    // No inline script for a strict script-src to block.
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
  });

  it('loads nothing from another origin, under the same CSP as every other answer', async () => {
    const page = await t.app.inject({ url: '/api/v1/docs' });
    const api = await t.app.inject({ url: '/api/v1/categories' });
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(page.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
    // Every src and href on the page, and what the page's own scripts are told to fetch.
    const urls = [...page.body.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(3);
    const initializer = await t.app.inject({ url: '/api/v1/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    for (const url of urls) {
      // Relative or rooted at this origin: never a scheme or a protocol-relative //host.
      expect(url, url).toMatch(/^(?:\.{0,2}\/(?!\/)|[a-z0-9-]+\.(?:css|js|png)$)/i);
      const asset = await t.app.inject({ url: new URL(url, 'http://x/api/v1/docs').pathname });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-security-policy'], url).toBe(
        api.headers['content-security-policy'],
      );
    }
    // No absolute URL in what the page runs (the public validator's badge would be one); the
    // initializer's own comments may cite a web page.
    const code = initializer.body.replace(/\/\/ .*$/gm, '');
    expect(code).not.toMatch(/https?:\/\//);
  });
});
