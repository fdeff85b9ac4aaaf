import compress from '@fastify/compress';
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import staticWeb from './static-web';

/** A built storefront in miniature: what `vite build` writes. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nt-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'auth'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>NineToNine</title>');
  writeFileSync(path.join(dir, 'assets/main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets/main-abc123.js.map'), '{"version":3}');
  writeFileSync(
    path.join(dir, 'auth/emulator-google.html'),
    '<!doctype html><title>chooser</title>',
  );
  writeFileSync(path.join(dir, 'assets/emulator-google-def456.js'), 'console.log(2)');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dir, 'sw.js.map'), '{"version":3}');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"NineToNine"}');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
  // What the build's precompression writes beside a script (apps/web/precompress-build.mjs).
  writeFileSync(path.join(dir, 'assets/big-abc123.js'), BIG_SCRIPT);
  writeFileSync(path.join(dir, 'assets/big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(dir, 'assets/big-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  return dir;
}

const BIG_SCRIPT = Buffer.from('console.log("a dish");\n'.repeat(200));

async function serve(distDir: string, serveEmulatorPages: boolean) {
  const app = Fastify();
  // As in the app (security-headers.ts): every other answer is compressed per request.
  await app.register(compress, { threshold: 1024 });
  await app.register(staticWeb, { distDir, serveEmulatorPages });
  return app;
}

describe('static storefront', () => {
  const dist = fakeDist();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves hashed assets forever but never their source maps', async () => {
    const app = await serve(dist, false);
    const js = await app.inject('/assets/main-abc123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/main-abc123.js.map')).statusCode).toBe(404);
    expect((await app.inject('/menu')).body).toContain('NineToNine');
    await app.close();
  });

  it('registers routes only for the files it serves: no source map, no compressed copy', async () => {
    const app = await serve(dist, false);
    await app.ready();
    const routed = (url: string) => app.hasRoute({ method: 'GET', url });
    expect(routed('/assets/main-abc123.js')).toBe(true);
    expect(routed('/assets/big-abc123.js')).toBe(true);
    // Each registered file is a GET and a HEAD at every start.
    for (const url of [
      '/assets/main-abc123.js.map',
      '/assets/big-abc123.js.br',
      '/assets/big-abc123.js.gz',
      '/sw.js.map',
      '/.vite/manifest.json',
      '/auth/emulator-google.html',
      '/assets/emulator-google-def456.js',
    ]) {
      expect(routed(url), url).toBe(false);
    }
    await app.close();
  });

  it('ships the emulator account chooser only when the emulator is in use', async () => {
    const production = await serve(dist, false);
    expect((await production.inject('/auth/emulator-google.html')).statusCode).toBe(404);
    expect((await production.inject('/assets/emulator-google-def456.js')).statusCode).toBe(404);
    await production.close();

    const local = await serve(dist, true);
    expect((await local.inject('/auth/emulator-google.html')).statusCode).toBe(200);
    expect((await local.inject('/assets/emulator-google-def456.js')).statusCode).toBe(200);
    await local.close();
  });

  it('serves the service worker and the web app manifest fresh, never cached (decision 0066)', async () => {
    const app = await serve(dist, false);
    const worker = await app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // A cached worker would hold a new version back: the browser must ask every time.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/sw.js.map')).statusCode).toBe(404);
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('sends the copies compressed at build time as they are, never compressing a script again', async () => {
    const app = await serve(dist, false);
    const br = await app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // Byte for byte the file on disk: compressed once, at build time, not per request.
    expect(br.rawPayload.equals(readFileSync(path.join(dist, 'assets/big-abc123.js.br')))).toBe(
      true,
    );
    expect(brotliDecompressSync(br.rawPayload).equals(BIG_SCRIPT)).toBe(true);
    const gz = await app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(BIG_SCRIPT)).toBe(true);
    const plain = await app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(BIG_SCRIPT)).toBe(true);
    // The copies themselves are no address of their own.
    expect((await app.inject('/assets/big-abc123.js.br')).statusCode).toBe(404);
    expect((await app.inject('/assets/big-abc123.js.gz')).statusCode).toBe(404);
    await app.close();
  });
});
