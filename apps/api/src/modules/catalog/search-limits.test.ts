import { API_BASE_PATH } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';

describe('search limits', () => {
  const t = useTestApp({ env: { SEARCH_RATE_LIMIT_PER_MINUTE: '5' } });
  const get = (url: string, ip: string) =>
    t.app.inject({ method: 'GET', url: `${API_BASE_PATH}${url}`, remoteAddress: ip });

  it('caps text searches and suggestions per IP, with a 429 saying when to retry', async () => {
    const ip = '10.9.0.1';
    for (let i = 0; i < 3; i++) {
      expect((await get(`/foods/getAllFood?search=paneer${i}`, ip)).statusCode).toBe(200);
    }
    expect((await get('/foods/suggestions?q=pan', ip)).statusCode).toBe(200);
    expect((await get('/foods/suggestions?q=bur', ip)).statusCode).toBe(200);
    const limited = await get('/foods/suggestions?q=biry', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ message: expect.any(String), code: 'RATE_LIMITED' });
    expect((await get('/foods/getAllFood?search=dal', ip)).statusCode).toBe(429);
  });

  it('never limits plain menu pages, nor other visitors', async () => {
    const ip = '10.9.0.2';
    for (let i = 0; i < 8; i++) {
      expect((await get(`/foods/getAllFood?page=${(i % 3) + 1}`, ip)).statusCode).toBe(200);
    }
    expect((await get('/foods/suggestions?q=pan', '10.9.0.3')).statusCode).toBe(200);
  });
});
