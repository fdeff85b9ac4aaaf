import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_FAILURES } from '../../../plugins/failure-backoff';
import { buildTestApp, useTestApp, type TestApp } from '#test/test-app';
import { randomIp, testBrowser } from '#test/test-browser';

describe('attempts at once through two API instances on one database, without Redis', () => {
  const t = useTestApp({ seed: false });
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ seed: false, databaseUrl: t.databaseUrl });
  });
  afterAll(() => second.close());

  it('checks at most five of thirty wrong passwords sent to both at once', async () => {
    const account = await testBrowser(t.app).register();
    const ip = randomIp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        testBrowser(i % 2 ? second.app : t.app, { ip }).post('/signIn', {
          email: account.email,
          password: 'not-the-password',
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(FREE_FAILURES);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(30 - FREE_FAILURES);
  });
});
