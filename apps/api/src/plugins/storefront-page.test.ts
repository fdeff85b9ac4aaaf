import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Food, StaffFood } from '@ninetonine/contract';
import { REPO_ROOT } from '../config/env';
import { useStaffMenu } from '#test/staff-menu';
import { useTestApp } from '#test/test-app';

/** The web's page plans, from source: what its server build exports (decision 0043). */
const PAGE_PLANS = path.join(REPO_ROOT, 'apps/web/src/app/page-plans.ts');

/**
 * What `npm run build` writes, in miniature: the page, the menu page's chunk, the chunk the
 * catalog pages share, and the manifest; beside it a server build that plans the pages (the
 * web's own plans) and renders none, so the browser renders them from their data.
 */
function fakeDist(plans = `export { planStorefrontPage } from ${JSON.stringify(PAGE_PLANS)};`) {
  const root = mkdtempSync(path.join(tmpdir(), 'nt-dist-'));
  const dir = path.join(root, 'dist');
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), plans);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>NineToNine</title>' +
      '<script type="module" crossorigin src="/assets/main-abc.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets/main-abc.js'), 'console.log(1)');
  writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main-abc.js', isEntry: true, src: 'index.html' },
      'src/app/routes/catalog/menu-page.tsx': {
        file: 'assets/menu-page-ghi.js',
        name: 'menu-page',
        isDynamicEntry: true,
        imports: ['index.html', '_catalog-def.js'],
        css: ['assets/menu-page-ghi.css'],
      },
      '_catalog-def.js': {
        file: 'assets/catalog-def.js',
        name: 'catalog',
        imports: ['index.html'],
        css: ['assets/catalog-def.css'],
      },
    }),
  );
  return dir;
}

const dist = fakeDist();
afterAll(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

/** The page's data block, parsed. */
function pageData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  expect(match, 'page-data block').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('catalog pages start with their data (issue 9, decision 0022)', () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: dist } });
  const menu = useStaffMenu(t);

  it("puts the menu answers, the first picture, the page's chunk and the shared one in /menu", async () => {
    const page = await t.app.inject('/menu');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const data = pageData(page.body);
    const menu = await t.app.inject('/api/v1/foods/getAllFood?page=1&limit=12&sort=popular');
    expect(data['/foods/getAllFood?page=1&limit=12&sort=popular']).toEqual(menu.json());
    expect(data['/categories']).toEqual((await t.app.inject('/api/v1/categories')).json());
    const first = menu.json().foods[0];
    expect(page.body).toContain(
      `<link rel="preload" as="image" href="${first.foodImages[0]}" imagesrcset="${first.pictures[0].srcset}"`,
    );
    for (const file of ['menu-page-ghi', 'catalog-def']) {
      expect(page.body).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/${file}.js">`,
      );
      expect(page.body).toContain(`<link rel="stylesheet" crossorigin href="/assets/${file}.css">`);
    }
    // The entry is in the template already: not twice.
    expect(page.body.match(/main-abc\.js/g)).toHaveLength(1);
  });

  it('puts the home and dish answers in / and /menu/{id}; other pages stay plain', async () => {
    const home = pageData((await t.app.inject('/')).body);
    expect(Object.keys(home).sort()).toEqual([
      '/categories',
      '/foods/getAllFood?sort=popular&limit=8',
      '/foods/getAllFood?special=true&sort=popular&limit=4',
      '/restaurant',
    ]);
    const { foods } = (await t.app.inject('/api/v1/foods/getAllFood?limit=1')).json();
    const id = foods[0]._id as string;
    const dish = pageData((await t.app.inject(`/menu/${id}`)).body);
    expect(dish[`/foods/getFood/${id}`]).toEqual(
      (await t.app.inject(`/api/v1/foods/getFood/${id}`)).json(),
    );
    // Unknown dish: no answer to start with, the page asks and shows its own not-found.
    expect(pageData((await t.app.inject('/menu/no-such-dish')).body)).not.toHaveProperty(
      '/foods/getFood/no-such-dish',
    );
    for (const plain of ['/menu?veg=true', '/cart', '/signin']) {
      expect((await t.app.inject(plain)).body, plain).not.toContain('page-data');
    }
  });

  it('answers 404 with a title that says so for an unknown page or dish; known pages get their own title (issue 19 #16)', async () => {
    const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
    for (const url of ['/no-such-page', '/no/such/page?x=1', '/menu/no-such-dish', '/menu/a%20b']) {
      const page = await t.app.inject(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(title(page.body), url).toBe(
        url.startsWith('/menu/') ? 'Dish not found · NineToNine' : 'Page not found · NineToNine',
      );
      // Never a 304 for a not-found page, even asked with its own ETag.
      const again = await t.app.inject({
        url,
        headers: { 'if-none-match': page.headers.etag as string },
      });
      expect(again.statusCode, url).toBe(404);
    }
    const { foods } = (await t.app.inject('/api/v1/foods/getAllFood?limit=1')).json();
    const dish = await t.app.inject(`/menu/${foods[0]._id}`);
    expect(dish.statusCode).toBe(200);
    expect(title(dish.body)).toBe(`${foods[0].name} · NineToNine`);
    expect(title((await t.app.inject('/menu')).body)).toBe('Menu · NineToNine');
    for (const url of ['/cart', '/signin', '/menu?veg=true', '/help']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('answers 304 to a revalidation of an unchanged page', async () => {
    const first = await t.app.inject('/menu');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ url: '/menu', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.vary).toBe('accept-encoding');
    // Regression: the answers were written in the order they arrived, so the same page could
    // get another ETag (seen on PostgreSQL). Now always the plan's order.
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject('/')).headers.etag).toBe((await t.app.inject('/')).headers.etag);
    }
    const other = await t.app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it("keeps a name or description with `$&`, `` $` ``, `$'` or `</script>` exactly as written (issue 18)", async () => {
    // Regression: the data block went in as replacement text, so `$&` became `</body>` and
    // `` $` `` the whole page before it.
    const name = "Dosa $& $` $' </script><b>";
    const description = "Crisp $'$`$&$$ </script><script>alert(1)</script> <!-- done";
    const id = (await t.app.inject('/api/v1/foods/getAllFood?page=1&limit=12&sort=popular')).json()
      .foods[0]._id as string;
    const { food } = (
      await t.app.inject({ url: `/api/v1/staff/foods/${id}`, headers: menu.as() })
    ).json<{ food: StaffFood }>();
    const renamed = await menu.update(id, { version: food.version, name, description });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const url of ['/', '/menu', `/menu/${id}`]) {
      const html = (await t.app.inject(url)).body;
      // One data block, closed where it ends: nothing in the data closes it early.
      expect(html.match(/<\/script>/g), url).toHaveLength(2);
      expect(html.match(/<\/body>/g), url).toHaveLength(1);
      expect(html.endsWith('</script>\n</body></html>'), url).toBe(true);
      const foods = Object.values(pageData(html)).flatMap((answer) => {
        const a = answer as { foods?: Food[]; food?: Food };
        return a.foods ?? (a.food ? [a.food] : []);
      });
      expect(
        foods.find((f) => f._id === id),
        url,
      ).toMatchObject({ name, description });
    }
  });

  it('never serves the build manifest', async () => {
    expect((await t.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('the web owns its page plans (issue 22, decision 0043)', () => {
  // A build whose web plans one more page, /about, with the kitchen's state and the categories,
  // and one request that is no API path; and plans nothing else.
  const about = fakeDist(
    'export const planStorefrontPage = (url) => url === "/about" ? ' +
      '{ chunk: "src/app/routes/site/about-page.tsx", requests: ["/restaurant", "/categories", "https://elsewhere.invalid/x"] } : undefined;',
  );
  afterAll(() => rmSync(path.dirname(about), { recursive: true, force: true }));
  const t = useTestApp({ env: { WEB_DIST_DIR: about } });

  it('serves a page the web plans with its answers, with no change to the API', async () => {
    const page = await t.app.inject('/about');
    expect(page.statusCode).toBe(200);
    const data = pageData(page.body);
    expect(Object.keys(data)).toEqual(['/restaurant', '/categories']);
    expect(data['/restaurant']).toEqual((await t.app.inject('/api/v1/restaurant')).json());
    expect(data['/categories']).toEqual((await t.app.inject('/api/v1/categories')).json());
    // What this web does not plan is index.html as built, /menu included.
    for (const plain of ['/menu', '/', '/about?x=1']) {
      expect((await t.app.inject(plain)).body, plain).not.toContain('page-data');
    }
  });

  it('the API plugin names no page of the web', () => {
    for (const file of ['storefront-page.ts', 'storefront-render.ts']) {
      const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
      expect(source, file).not.toMatch(
        /['"`]\/(menu|cart|signin)\b|src\/app\/routes|getAllFood|\/categories['"`]/,
      );
    }
  });
});
