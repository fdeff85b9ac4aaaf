import { build, type BuildOptions, type Metafile } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const buildScript: string = path.join(import.meta.dirname, '../build.mjs');

/** Every output file the server entry loads at start-up: static imports only, transitively. */
function loadedAtStartup(meta: Metafile, entry: string) {
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of meta.outputs[file]!.imports) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) external.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(entry);
  const inputs = [...seen].flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
  return { inputs, external };
}

describe('the built server', () => {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'nt-api-bundle-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('does not load the seed art, the demo menu or sharp when it starts', async () => {
    const { buildOptions } = (await import(buildScript)) as {
      buildOptions: (o: { outdir: string }) => BuildOptions;
    };
    const result = await build({
      ...buildOptions({ outdir }),
      write: false,
      metafile: true,
      sourcemap: false,
      logLevel: 'silent',
    });
    const meta = result.metafile!;
    const entry = Object.keys(meta.outputs).find(
      (file) => meta.outputs[file]!.entryPoint === 'src/server.ts',
    )!;
    const { inputs, external } = loadedAtStartup(meta, entry);

    // The check can fail: the start-up graph holds the server and the seed's entry point.
    expect(inputs).toContain('src/server.ts');
    expect(inputs).toContain('src/db/seed/seed-demo-menu.ts');
    expect(inputs.filter((file) => file.startsWith('src/db/seed/art/'))).toEqual([]);
    expect(
      inputs.filter((file) => file.includes('demo-art') || file.includes('demo-menu/')),
    ).toEqual([]);
    expect([...external]).not.toContain('sharp');
    // ...and seeding still reaches them, through a dynamic import.
    const all = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(all).toContain('src/db/seed/art/dish-art.ts');
  });
});
