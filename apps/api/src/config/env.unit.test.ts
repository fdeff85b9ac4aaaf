import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const secret = 'x'.repeat(40);

describe('loadEnv (validated once, at boot)', () => {
  it('has working defaults for a local start', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      ACCESS_TOKEN_TTL_SECONDS: 900,
    });
    expect(env.DATA_DIR).toMatch(/data$/);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: secret }).NODE_ENV).toBe('production');
  });

  it('never trusts the Firebase Auth emulator in production', () => {
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        SESSION_SECRET: secret,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('lists every problem at once', () => {
    let message = '';
    try {
      loadEnv({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://y',
        SESSION_SECRET: 'short',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET'])
      expect(message).toContain(key);
  });
});
