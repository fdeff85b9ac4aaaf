import {
  API_BASE_PATH,
  FOOD_CARD_PICTURE_SIZES,
  FOOD_GALLERY_PICTURE_SIZES,
  HOME_HERO_PICTURE_SIZES,
} from '@ninetonine/contract';
import type { Food, GetAllFoodResponse } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressOnce, type Encoding } from '../content-encoding';
import { createStorefrontRenderer } from './storefront-render';

/**
 * The storefront's index.html for the catalog pages, started early (decision 0022): the API
 * answers the page will ask for first, in a `<script type="application/json">` block (data, not
 * a script: the strict CSP stands), a preload of the picture that will be the largest paint, and
 * modulepreloads of the page's own chunk and styles. The answers come from the catalog routes
 * in-process (app.inject), so whatever those routes cache is used here too. With the storefront's
 * server build, the page itself is rendered into it from those answers (decision 0024).
 */

/** One route's first requests. The query strings are the ones the page itself sends. */
interface PagePlan {
  /**
   * The chunk holding the page: the name of its Vite chunk group (apps/web/vite.config.ts), or
   * the route module's source path when it is not grouped.
   */
  chunk: string;
  requests: string[];
  /** The picture the page shows largest above the fold, from its answers. */
  picture?: (answers: Map<string, unknown>) => PicturePreload | undefined;
}

interface PicturePreload {
  href: string;
  srcset?: string | undefined;
  sizes?: string | undefined;
}

/** The web build's entry for rendered pages (apps/web/src/start-after-picture.ts). */
const START_AFTER_PICTURE = 'src/start-after-picture.ts';

const HOME_POPULAR = '/foods/getAllFood?sort=popular&limit=8';
const MENU_FIRST_PAGE = '/foods/getAllFood?page=1&limit=12&sort=popular';

/** Which pages get their data in the HTML: the ones people land on. Others load as before. */
function planFor(pathname: string, search: string): PagePlan | undefined {
  if (pathname === '/' && !search) {
    return {
      chunk: 'src/app/routes/catalog/home-page.tsx',
      requests: [
        HOME_POPULAR,
        '/foods/getAllFood?special=true&sort=popular&limit=4',
        '/categories',
        '/restaurant',
      ],
      // The first plate of the hero collage (home-page.tsx): a popular dish with a picture.
      picture: (answers) => {
        const foods = (answers.get(HOME_POPULAR) as GetAllFoodResponse | undefined)?.foods ?? [];
        return foodPicture(
          foods.find((f) => f.foodImages[0]),
          HOME_HERO_PICTURE_SIZES,
        );
      },
    };
  }
  if (pathname === '/menu' && !search) {
    return {
      chunk: 'src/app/routes/catalog/menu-page.tsx',
      requests: [MENU_FIRST_PAGE, '/categories', '/restaurant'],
      // The first card (food-card.tsx sizes).
      picture: (answers) => {
        const first = (answers.get(MENU_FIRST_PAGE) as GetAllFoodResponse | undefined)?.foods[0];
        return foodPicture(first, FOOD_CARD_PICTURE_SIZES);
      },
    };
  }
  const dish = /^\/menu\/([A-Za-z0-9_-]{1,64})$/.exec(pathname);
  if (dish && !search) {
    const request = `/foods/getFood/${dish[1]}`;
    return {
      chunk: 'src/app/routes/catalog/food-details-page.tsx',
      requests: [request, '/restaurant'],
      // The gallery's main picture (food-gallery.tsx sizes).
      picture: (answers) =>
        foodPicture(
          (answers.get(request) as { food?: Food } | undefined)?.food,
          FOOD_GALLERY_PICTURE_SIZES,
        ),
    };
  }
  return undefined;
}

function foodPicture(food: Food | undefined, sizes: string): PicturePreload | undefined {
  const href = food?.foodImages[0];
  if (!href) return undefined;
  const srcset = food.pictures[0]?.srcset;
  return { href, srcset, sizes: srcset ? sizes : undefined };
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

/** A route module's chunk, the chunks it imports and its styles, from Vite's manifest. */
function routeAssets(manifest: Record<string, ManifestChunk>, key: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((c) => styles.add(c));
    chunk.imports?.forEach(visit);
  };
  const grouped = Object.keys(manifest).find((k) => manifest[k]?.name === key);
  visit(manifest[key] ? key : (grouped ?? key));
  return { scripts: [...scripts], styles: [...styles] };
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: no `</script>` or `<!--` can be formed. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028');

export interface StorefrontPage {
  body: string;
  etag: string;
  /** The body compressed, made on first demand and kept with the page. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

function makePage(body: string, etag: string): StorefrontPage {
  const made: Partial<Record<Encoding, Promise<Buffer>>> = {};
  return {
    body,
    etag,
    encoded: (encoding) => (made[encoding] ??= compressOnce[encoding](Buffer.from(body))),
  };
}

/** Finished pages kept for the minute they were rendered in: /, /menu and the dishes read most. */
const MAX_KEPT_PAGES = 200;
const MINUTE_MS = 60_000;

/** Builds index.html for a page path; reads the template and manifest once. */
export function createStorefrontPages(app: FastifyInstance, distDir: string) {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const inTemplate = (file: string) => template.includes(`/${file}"`);
  // On a rendered page index.html's entry script gives way to the one that loads it after the
  // picture; without that entry in the build, pages keep index.html's.
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(
    template,
  );
  const laterFile = manifest[START_AFTER_PICTURE]?.file;
  const deferredEntry =
    entry && laterFile
      ? {
          tag: entry[0],
          // Low: the picture and the styles come first; it has nothing to do before the picture.
          // `data-preload`: the page's own chunks, which it fetches together with the app.
          replacement: (pageScripts: string[]) =>
            `<script type="module" crossorigin fetchpriority="low" src="/${attr(laterFile)}" data-app="${attr(entry[1]!)}"` +
            (pageScripts.length
              ? ` data-preload="${attr(pageScripts.map((f) => `/${f}`).join(' '))}"`
              : '') +
            '></script>',
        }
      : undefined;
  const plain = makePage(template, etagOf(template));
  const renderPage = createStorefrontRenderer(distDir, app.log);
  // Same page, same answers, same minute: the same bytes (the render time is part of the page).
  // Kept as promises, so requests arriving while a page renders share its render.
  let minute = 0;
  let kept = new Map<string, Promise<StorefrontPage>>();

  async function answer(request: string): Promise<unknown> {
    const res = await app.inject({ method: 'GET', url: `${API_BASE_PATH}${request}` });
    return res.statusCode === 200 ? res.json() : undefined;
  }

  async function build(
    pathname: string,
    plan: PagePlan,
    answers: Map<string, unknown>,
    dataJson: string,
    renderedAt: number,
  ): Promise<StorefrontPage> {
    const head: string[] = [];
    const picture = plan.picture?.(answers);
    if (picture) {
      head.push(
        `<link rel="preload" as="image" href="${attr(picture.href)}"` +
          (picture.srcset ? ` imagesrcset="${attr(picture.srcset)}"` : '') +
          (picture.sizes ? ` imagesizes="${attr(picture.sizes)}"` : '') +
          ` fetchpriority="high">`,
      );
    }
    const assets = routeAssets(manifest, plan.chunk);
    for (const file of assets.styles.filter((f) => !inTemplate(f))) {
      head.push(`<link rel="stylesheet" crossorigin href="/${attr(file)}">`);
    }
    const rendered = await renderPage(pathname, Object.fromEntries(answers), renderedAt);
    // A rendered page shows without its scripts: its own entry fetches the app after the
    // page's picture (decision 0027), so nothing here may start them sooner; it fetches the
    // page's chunks with the app. A page the browser must render itself needs them at once.
    const deferred = rendered === undefined ? undefined : deferredEntry;
    const pageScripts = assets.scripts.filter((f) => !inTemplate(f));
    if (!deferred) {
      for (const file of pageScripts) {
        head.push(`<link rel="modulepreload" crossorigin href="/${attr(file)}">`);
      }
    }
    const block = `<script type="application/json" id="page-data">${dataJson}</script>`;
    // Replacements as functions: a replacement string would read `$&`, `` $` `` and `$'` in a
    // dish's name as patterns and corrupt the page.
    const body = (
      deferred ? template.replace(deferred.tag, () => deferred.replacement(pageScripts)) : template
    )
      .replace('</head>', () => `${head.join('\n')}\n</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered ?? ''}</div>`)
      .replace('</body>', () => `${block}\n</body>`);
    // The ETag leaves the render time out: a page that renders the same at another minute is
    // the same page, and a revisit's 304 keeps the copy whose HTML matches its own render time.
    return makePage(
      rendered === undefined
        ? body
        : body.replace('<div id="root">', () => `<div id="root" data-rendered-at="${renderedAt}">`),
      etagOf(body),
    );
  }

  return async function pageFor(url: string): Promise<StorefrontPage> {
    const { pathname, search } = new URL(url, 'http://page.invalid');
    const plan = planFor(pathname, search);
    if (!plan) return plain;
    // In the plan's order, whichever answers first: the same answers make the same page (ETag).
    const results = await Promise.all(plan.requests.map(answer));
    const answers = new Map<string, unknown>();
    plan.requests.forEach((request, i) => {
      if (results[i] !== undefined) answers.set(request, results[i]);
    });
    const dataJson = jsonInHtml(Object.fromEntries(answers));
    const renderedAt = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    if (renderedAt !== minute) {
      minute = renderedAt;
      kept = new Map();
    }
    const key = `${pathname}\n${dataJson}`;
    const ready = kept.get(key);
    if (ready) return ready;
    const page = build(pathname, plan, answers, dataJson, renderedAt);
    if (kept.size >= MAX_KEPT_PAGES) kept.delete(kept.keys().next().value!);
    kept.set(key, page);
    // A failed render is not kept: the next request tries again.
    page.catch(() => {
      if (kept.get(key) === page) kept.delete(key);
    });
    return page;
  };
}

function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
