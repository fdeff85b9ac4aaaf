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
