import { describe, expect, it } from 'vitest';
import { HOST_PREFIX } from '#src/modules/auth/sessions/session-cookies';
import { signInAs } from '#test/sign-in';
import { followStream, placeOrderAs, statusEvents, useStreamingApp } from '#test/stream-fixtures';

// Behind a TLS proxy (an https PUBLIC_URL) the session cookies are the `__Host-` ones.
describe('an https PUBLIC_URL: the live order stream', () => {
  const t = useStreamingApp({ seed: false, env: { PUBLIC_URL: 'https://order.example.test' } });

  it('opens with the __Host- access cookie (it read the plain name and refused every stream behind TLS)', async () => {
    const me = await signInAs(t.app);
    const cookie = `${HOST_PREFIX}${me.cookie}`;
    expect(cookie).toMatch(/^__Host-nt_at=/);
    const order = await placeOrderAs(t.app, cookie, t.foodId);
    const { reader, text } = await followStream(
      `${t.base}/api/v1/orders/${order._id}/events`,
      cookie,
    );
    expect(statusEvents(text).map((e) => e.status)).toEqual(['placed']);
    await reader.cancel();
  });

  it('still refuses the plain name there (a sibling subdomain could have planted it)', async () => {
    const me = await signInAs(t.app);
    const order = await placeOrderAs(t.app, `${HOST_PREFIX}${me.cookie}`, t.foodId);
    const res = await fetch(`${t.base}/api/v1/orders/${order._id}/events`, {
      headers: { cookie: me.cookie },
    });
    expect(res.status).toBe(401);
  });
});
