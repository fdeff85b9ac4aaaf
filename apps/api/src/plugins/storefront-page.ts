import { API_BASE_PATH } from '@ninetonine/contract';
import type { StorefrontPagePlan } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressOnce, type Encoding } from '../content-encoding';
import { createStorefrontBuild } from './storefront-render';

/**
 * The storefront's index.html for the pages the web plans (decision 0043), started early
 * (decision 0022): the API answers the page will ask for first, in a `<script
 * type="application/json">` block (data, not a script: the strict CSP stands), a preload of the
 * picture that will be the largest paint, and modulepreloads of the page's own chunk and
 * styles. The web's server build says which pages and which requests; the answers come from
 * the API's own routes in-process (app.inject, anonymous), so whatever those routes check and
 * cache holds here too. The page itself is rendered into it from those answers (decision 0024).
 * This file knows no web path: it runs plans, templates and caches.
 */

/** The web build's entry for rendered pages, by its manifest key (decision 0027). */
const START_AFTER_PICTURE = 'src/start-after-picture.ts';

/**
 * The app's root in index.html, with the shell a page shows until its scripts run (between the
 * web's `boot-shell` comments): a rendered page takes its place; any other keeps it.
 */
const ROOT = /<div id="root">\s*(?:<!--boot-shell-->[\s\S]*?<!--\/boot-shell-->\s*)?<\/div>/;

/** A plan's request is a path on the public API; anything else is not asked. */
const API_REQUEST = /^\/[A-Za-z0-9]/;

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
  /** 200, or 404 for an address no page answers and an unknown dish (decision 0050). */
  status: number;
  body: string;
  etag: string;
  /** The body compressed, made on first demand and kept with the page. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

function makePage(body: string, etag: string, status = 200): StorefrontPage {
  const made: Partial<Record<Encoding, Promise<Buffer>>> = {};
  return {
    status,
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
  const storefront = createStorefrontBuild(distDir, app.log);
  // Same page, same answers, same minute: the same bytes (the render time is part of the page).
  // Kept as promises, so requests arriving while a page renders share its render.
  let minute = 0;
  let kept = new Map<string, Promise<StorefrontPage>>();

  async function answer(request: string): Promise<{ status: number; body?: unknown }> {
    if (!API_REQUEST.test(request)) return { status: 0 };
    const res = await app.inject({ method: 'GET', url: `${API_BASE_PATH}${request}` });
    return res.statusCode === 200 ? { status: 200, body: res.json() } : { status: res.statusCode };
  }

  /** index.html's title replaced by the page's (escaped: a dish's name is text). */
  const withTitle = (html: string, title: string | undefined) =>
    title === undefined
      ? html
      : html.replace(/<title>[^<]*<\/title>/, () => `<title>${attr(title)}</title>`);

  async function build(
    address: string,
    plan: StorefrontPagePlan,
    answers: Map<string, unknown>,
    dataJson: string,
    renderedAt: number,
    status: number,
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
    const rendered = await storefront.render(address, Object.fromEntries(answers), renderedAt);
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
    const body = withTitle(
      deferred ? template.replace(deferred.tag, () => deferred.replacement(pageScripts)) : template,
      plan.title?.(answers),
    )
      .replace('</head>', () => `${head.join('\n')}\n</head>`)
      .replace(ROOT, (whole) =>
        rendered === undefined ? whole : `<div id="root">${rendered}</div>`,
      )
      .replace('</body>', () => `${block}\n</body>`);
    // The ETag leaves the render time out: a page that renders the same at another minute is
    // the same page, and a revisit's 304 keeps the copy whose HTML matches its own render time.
    return makePage(
      rendered === undefined
        ? body
        : body.replace('<div id="root">', () => `<div id="root" data-rendered-at="${renderedAt}">`),
      etagOf(body),
      status,
    );
  }

  return async function pageFor(url: string): Promise<StorefrontPage> {
    const { pathname, search } = new URL(url, 'http://page.invalid');
    const address = pathname + search;
    const plan = await storefront.planFor(address);
    if (!plan) return plain;
    // In the plan's order, whichever answers first: the same answers make the same page (ETag).
    const results = await Promise.all(plan.requests.map(answer));
    const answers = new Map<string, unknown>();
    const statuses = new Map<string, number>();
    plan.requests.forEach((request, i) => {
      const result = results[i]!;
      statuses.set(request, result.status);
      if (result.body !== undefined) answers.set(request, result.body);
    });
    const status = plan.status?.(statuses) ?? 200;
    const dataJson = jsonInHtml(Object.fromEntries(answers));
    const renderedAt = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    if (renderedAt !== minute) {
      minute = renderedAt;
      kept = new Map();
    }
    const key = `${address}\n${status}\n${dataJson}`;
    const ready = kept.get(key);
    if (ready) return ready;
    const page = build(address, plan, answers, dataJson, renderedAt, status);
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
