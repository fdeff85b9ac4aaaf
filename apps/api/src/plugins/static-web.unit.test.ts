import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  return dir;
}

async function serve(distDir: string, serveEmulatorPages: boolean) {
  const app = Fastify();
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
});
