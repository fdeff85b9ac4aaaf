import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically, as the browser loads them together. */
function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/**
 * Code a catalog page never runs at start (decision 0097): the staff side, checkout's pages,
 * the sign-in calls and screens, push subscriptions and the worker's registration. Each came
 * into the first bundle once through one shared import; it is loaded when it is used instead.
 */
const NOT_IN_THE_FIRST_LOAD = [
  // Every route outside the catalog (staff, sign-in, checkout, the rider, and any added later)
  // is a lazy page of app/router.tsx: none of it, nor anything it alone imports, loads here.
  /^src\/app\/routes\/(?!catalog\/|page-titles\.ts$)/,
  /^src\/features\/(staff-[\w-]+|orders|invoices|rider|site)\//,
  // The draft slice is in the store; the pages, their calls and forms are not.
  /^src\/features\/checkout\/(?!checkout-draft-slice\.ts$)/,
  /^src\/features\/auth\/(api\/(sign-in|register|google-|phone-sign-in)|identity|emulator-google|reauth|page-parts)/,
  /^src\/features\/pwa\/(push-subscription|service-worker-registration|api\/)/,
];

/**
 * What a first visit to a storefront page loads must not carry the schema library (decision
 * 0029's budget, 0022): one import of the contract's main entry from a module the catalog pages
 * share put all of zod and every schema into the first load (+33 KB gzip), unnoticed until the
 * bench ran. The contract's zod-free entry is `@ninetonine/contract/core`.
 */
describe('the first load', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const landingPages = Object.keys(manifest).filter(
    (key) =>
      key === 'index.html' ||
      key === 'src/start-after-picture.ts' ||
      /^src\/app\/routes\/catalog\/[^/]+-page\.tsx$/.test(key),
  );

  it('finds the entry and the catalog pages in the build', () => {
    expect(landingPages).toContain('index.html');
    expect(landingPages.filter((k) => k.includes('routes/catalog/')).length).toBeGreaterThan(4);
  });

  it('carries no staff, checkout, sign-in, push or worker code (decision 0097)', () => {
    const chunks = new Set<string>();
    for (const page of landingPages) withStaticImports(manifest, page, chunks);
    // Each chunk's sources, from the source map the build writes beside it (`sourcemap: 'hidden'`).
    const sources = [...chunks].flatMap((key) => {
      const map = JSON.parse(
        readFileSync(path.join(dist, `${manifest[key]!.file}.map`), 'utf8'),
      ) as { sources: string[] };
      return map.sources.map((source) => source.replace(/^.*?\/src\//, 'src/'));
    });
    expect(sources).toContain('src/main.tsx');
    const notOnACatalogPage = sources.filter((source) =>
      NOT_IN_THE_FIRST_LOAD.some((pattern) => pattern.test(source)),
    );
    expect(notOnACatalogPage).toEqual([]);
  });

  it('loads no schema library on a storefront page', () => {
    const chunks = new Set<string>();
    for (const page of landingPages) withStaticImports(manifest, page, chunks);
    const withZod = [...chunks].filter((key) =>
      // zod names its classes with strings ("$ZodType"), which survive minification.
      readFileSync(path.join(dist, manifest[key]!.file), 'utf8').includes('$ZodType'),
    );
    expect(withZod).toEqual([]);
  });
});
