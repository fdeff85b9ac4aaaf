import { API_BASE_PATH } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { contactRateLimit } from './rate-limit';

const message = {
  name: 'Ada',
  email: 'ada@example.test',
  subject: 'Opening hours',
  message: 'Are you open on public holidays?',
};

describe('behind one reverse proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1' } });

  it('takes the client address the proxy saw, so a forged X-Forwarded-For cannot dodge limits', async () => {
    const send = (forged: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/contact`,
        remoteAddress: '127.0.0.1', // the proxy
        // The client may write anything on the left; the proxy appends the address it saw.
        headers: { ...csrfHeaders, 'x-forwarded-for': `${forged}, 203.0.113.7` },
        payload: message,
      });
    for (let i = 0; i < Number(contactRateLimit.max); i++) {
      expect((await send(`198.51.100.${i}`)).statusCode).toBe(201);
    }
    const limited = await send('198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
