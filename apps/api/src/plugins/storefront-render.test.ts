import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffFood } from '@ninetonine/contract';
import { REPO_ROOT } from '../config/env';
import { useStaffMenu } from '#test/staff-menu';
import { useTestApp } from '#test/test-app';

/** The storefront as `npm run build` leaves it: the browser build and its server renderer. */
const BUILT = path.join(REPO_ROOT, 'apps/web/dist');

/** What the server put inside #root, and its render time. */
function root(html: string): { renderedAt: number | undefined; inner: string } {
  const match =
    /<div id="root"(?: data-rendered-at="(\d+)")?>(.*?)<\/div>\s*<script type="application\/json"/s.exec(
      html,
    );
  expect(match, '#root').not.toBeNull();
  return { renderedAt: match![1] ? Number(match![1]) : undefined, inner: match![2]! };
}

describe('catalog pages rendered on the server (issue 9, decision 0024)', () => {
  beforeAll(() => {
    // Run `npm run build` first (npm test does): this checks the real renderer.
    expect(existsSync(path.join(BUILT, '..', 'dist-ssr', 'entry-server.js'))).toBe(true);
  });
  const t = useTestApp({ env: { WEB_DIST_DIR: BUILT } });
  const staffMenu = useStaffMenu(t);

  it('renders /menu, / and /menu/{id} from the answers in the page', async () => {
    const menu = (
      await t.app.inject('/api/v1/foods/getAllFood?page=1&limit=12&sort=popular')
    ).json();
    const page = await t.app.inject('/menu');
    expect(page.statusCode).toBe(200);
    const { renderedAt, inner } = root(page.body);
    expect(renderedAt! % 60_000).toBe(0);
    expect(Math.abs(Date.now() - renderedAt!)).toBeLessThan(120_000);
    for (const food of menu.foods) expect(inner).toContain(escapeText(food.name));
    expect(inner).toContain(`Showing 1–12 of ${menu.pagination.total} dishes`);
    // No style attributes: the CSP (style-src 'self') refuses them in HTML.
    expect(inner).not.toContain('style=');

    const home = root((await t.app.inject('/')).body).inner;
    const popular = (await t.app.inject('/api/v1/foods/getAllFood?sort=popular&limit=8')).json();
    expect(home).toContain(escapeText(popular.foods[0].name));
    const food = menu.foods[0];
    const dish = root((await t.app.inject(`/menu/${food._id}`)).body).inner;
    expect(dish).toMatch(new RegExp(`<h1[^>]*>${escapeText(food.name)}</h1>`));
  });

  it('keeps its ETag while the page renders the same, and answers 304', async () => {
    const first = await t.app.inject('/menu');
    const again = await t.app.inject({
      url: '/menu',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject('/menu')).headers.etag).toBe(first.headers.etag);
  });

  it('keeps its ETag into the next minute: a revisit then gets 304, not the same page again', async () => {
    // The page names its render minute (the hydrating clock reads it); the ETag leaves it out.
    // Minutes far from any opening or closing time, in every time zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-25T10:17:30Z'));
      const first = await t.app.inject('/menu');
      vi.setSystemTime(new Date('2026-11-25T10:18:30Z'));
      const next = await t.app.inject('/menu');
      expect(root(next.body).renderedAt).toBe(root(first.body).renderedAt! + 60_000);
      expect(next.headers.etag).toBe(first.headers.etag);
      const revisit = await t.app.inject({
        url: '/menu',
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(revisit.statusCode).toBe(304);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the page compressed to a browser that takes it', async () => {
    const plain = await t.app.inject('/menu');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe((await t.app.inject('/')).body);
    expect(gz.headers.etag).toBe((await t.app.inject('/')).headers.etag);
  });

  it('fetches the app of a rendered page only after its picture, its own chunk with it (decision 0027)', async () => {
    for (const url of ['/', '/menu']) {
      const rendered = (await t.app.inject(url)).body;
      expect(rendered, url).toMatch(
        /<script type="module" crossorigin fetchpriority="low" src="\/assets\/start-after-picture-[\w-]+\.js" data-app="\/assets\/main-[\w-]+\.js" data-preload="\/assets\/(home|menu)-page-[\w-]+\.js \/assets\/catalog-[\w-]+\.js"><\/script>/,
      );
      // Nothing else starts the app's code sooner.
      expect(rendered, url).not.toMatch(/src="\/assets\/main-/);
      expect(rendered, url).not.toContain('rel="modulepreload"');
      expect(rendered, url).toMatch(/<link rel="preload" as="image" [^>]*fetchpriority="high">/);
    }
    // The pictures of the other cards do not compete with the first (no preload, low priority).
    const menu = (await t.app.inject('/menu')).body;
    expect(menu.match(/<link rel="preload" as="image"/g)).toHaveLength(2);
  });

  it("renders a name or description with `$&`, `` $` ``, `$'` or `</script>` exactly as written (issue 18)", async () => {
    // Regression: the rendered HTML went in as replacement text, so `$&` became the template's
    // empty #root and `` $` `` the whole page before it.
    const name = "Dosa $& $` $' </script><b>";
    const description = "Crisp $'$`$&$$ </script><script>alert(1)</script> done";
    const menu = (
      await t.app.inject('/api/v1/foods/getAllFood?page=1&limit=12&sort=popular')
    ).json();
    const id = menu.foods[0]._id as string;
    const staffFood = await t.app.inject({
      url: `/api/v1/staff/foods/${id}`,
      headers: staffMenu.as(),
    });
    const { version } = staffFood.json<{ food: StaffFood }>().food;
    const renamed = await staffMenu.update(id, { version, name, description });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const url of ['/', '/menu', `/menu/${id}`]) {
      const html = (await t.app.inject(url)).body;
      const { inner } = root(html);
      expect(inner, url).toContain(escapeText(name));
      expect(inner, url).not.toContain('</script>');
      expect(html.match(/<div id="root"/g), url).toHaveLength(1);
      expect(html.match(/<\/body>/g), url).toHaveLength(1);
    }
    const dish = root((await t.app.inject(`/menu/${id}`)).body).inner;
    expect(dish).toMatch(new RegExp(`<h1[^>]*>${regExpText(escapeText(name))}</h1>`));
    expect(dish).toContain(escapeText(description));
  });

  it('leaves other pages to the browser, their script first', async () => {
    for (const url of ['/cart', '/signin', '/menu?veg=true', '/category/x']) {
      const page = await t.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      // The web's shell, shown until the app's scripts run (issue 34, item 10).
      expect(page.body, url).toMatch(/<div id="root">\s*<!--boot-shell-->/);
      expect(page.body, url).toMatch(/<script type="module" crossorigin src="\/assets\/main-/);
      expect(page.body, url).not.toContain('start-after-picture');
    }
  });
});

/** A storefront whose server renderer is a stand-in with the given module text. */
function standIn(renderer: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nt-ssr-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'dist-ssr'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>NineToNine</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), renderer);
  return dist;
}

describe('a page the server cannot render goes out for the browser to render', () => {
  // Plans /menu as the web does (its first page, the categories) and fails to render it.
  const failing = standIn(
    'export const planStorefrontPage = (url) => url === "/menu" ? ' +
      '{ chunk: "menu", requests: ["/foods/getAllFood?page=1&limit=12&sort=popular", "/categories"] } : undefined;\n' +
      'export async function renderStorefrontPage() { throw new Error("render bug"); }',
  );
  const broken = standIn('export const renderStorefrontPage = ;');
  afterAll(() => {
    for (const dist of [failing, broken]) rmSync(path.dirname(dist), { recursive: true });
  });
  const failingApp = useTestApp({ env: { WEB_DIST_DIR: failing } });
  const brokenApp = useTestApp({ env: { WEB_DIST_DIR: broken } });

  it('when rendering throws, the page goes with its data', async () => {
    const page = await failingApp.app.inject('/menu');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('id="page-data"');
    expect((await failingApp.app.inject('/api/v1/health')).statusCode).toBe(200);
  });

  it('when the server build does not load, every page is index.html as built (decision 0043)', async () => {
    // The plans are in the build too: without it the API knows of no page to start early.
    const page = await brokenApp.app.inject('/menu');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('id="page-data"');
    expect((await brokenApp.app.inject('/api/v1/health')).statusCode).toBe(200);
  });
});

/** How React writes text: &, <, > and quotes escaped. */
function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function regExpText(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
