import { API_BASE_PATH } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const lines: Record<string, unknown>[] = [];
  const t = useTestApp({ seed: false, logLines: lines });
  const linesOf = (id: string) => lines.filter((l) => l.reqId === id);

  it('keeps a sane X-Request-Id, echoes it, and every line of the request carries it', async () => {
    // A 401 writes a security-event line besides the request's own line.
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/auth/sessions`,
      headers: { 'x-request-id': 'nginx-7f3c9a:01' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('nginx-7f3c9a:01');
    const mine = linesOf('nginx-7f3c9a:01');
    expect(mine.map((l) => l.msg)).toEqual(['security event', 'request completed']);
    // One line per request, holding what a person looks for.
    expect(mine[1]).toMatchObject({
      req: { method: 'GET', url: `${API_BASE_PATH}/auth/sessions` },
      res: { statusCode: 401 },
    });
    expect(typeof mine[1]!.responseTime).toBe('number');
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  });

  it("writes the answered request's line, unredacted, without a header or a link's token", async () => {
    // The line skips pino's redactors (decision 0096): what it holds must never need them.
    const res = await t.app.inject({
      method: 'GET',
      url: `/reset-password?token=live-secret-token`,
      headers: {
        'x-request-id': 'line-secrets-1',
        cookie: 'nt_at=cookie-secret; nt_rt=refresh-secret',
        authorization: 'Bearer bearer-secret',
      },
    });
    expect(res.statusCode).toBeLessThan(500);
    const line = linesOf('line-secrets-1').find((l) => l.msg === 'request completed');
    expect(line).toMatchObject({ req: { method: 'GET', url: '/reset-password' } });
    const text = JSON.stringify(line);
    for (const secret of [
      'cookie-secret',
      'refresh-secret',
      'bearer-secret',
      'live-secret-token',
    ]) {
      expect(text).not.toContain(secret);
    }
    // Other lines keep redacting: a password logged by mistake is censored.
    t.app.log.info({ body: { password: 'logged-by-mistake' } }, 'a careless line');
    const careless = lines.find((l) => l.msg === 'a careless line');
    expect(careless).toMatchObject({ body: { password: '[redacted]' } });
  });

  it('makes a new id for a missing or unsafe one (too long, spaces, quotes)', async () => {
    const ids: string[] = [];
    for (const incoming of [undefined, 'a'.repeat(129), 'two words', 'quote"d', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/health`,
        headers: incoming === undefined ? {} : { 'x-request-id': incoming },
      });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(UUID);
      expect(linesOf(id)).toHaveLength(1);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
