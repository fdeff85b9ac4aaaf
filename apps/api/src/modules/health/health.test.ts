import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';

describe('GET /api/v1/health', () => {
  const t = useTestApp({ seed: false });

  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('reports 503 once the database is gone', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: 'down' });
  });

  it('answers unknown API routes with a 404 message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Route not found' });
  });
});
