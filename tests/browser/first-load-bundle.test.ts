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
