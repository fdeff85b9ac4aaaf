import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedPgliteTemplates } from './template-cache';

describe('the PGlite templates, kept between runs', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** Writes three small stand-in tarballs and counts how often it was asked. */
  const maker = () => {
    const calls: string[] = [];
    const make = (dir: string) => {
      calls.push(dir);
      const file = (kind: string) => {
        writeFileSync(path.join(dir, `${kind}.tar`), kind);
        return path.join(dir, `${kind}.tar`);
      };
      return Promise.resolve({ seeded: file('seeded'), bare: file('bare'), large: file('large') });
    };
    return { calls, make };
  };

  it('makes them once for the same sources, then hands out the kept ones', async () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'nt-template-cache-'));
    dirs.push(cache);
    const { calls, make } = maker();
    const [first] = await cachedPgliteTemplates(make, cache);
    const [second] = await cachedPgliteTemplates(make, cache);
    expect(calls).toHaveLength(1);
    expect(second).toEqual(first);
    // Kept under the sources' hash, not in the folder they were made in, which is gone.
    expect(path.dirname(first.seeded)).not.toBe(calls[0]);
    expect(readdirSync(cache)).toEqual([path.basename(path.dirname(first.seeded))]);
    expect(readdirSync(path.dirname(first.large)).sort()).toEqual([
      'bare.tar',
      'large.tar',
      'seeded.tar',
    ]);
  });

  it('keeps nothing when making them failed, and makes them again next time', async () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'nt-template-cache-'));
    dirs.push(cache);
    const failing = () => Promise.reject(new Error('migration failed'));
    await expect(cachedPgliteTemplates(failing, cache)).rejects.toThrow('migration failed');
    expect(readdirSync(cache)).toEqual([]);
    const { calls, make } = maker();
    await cachedPgliteTemplates(make, cache);
    expect(calls).toHaveLength(1);
  });
});
