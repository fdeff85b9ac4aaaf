import { API_BASE_PATH } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { pushSubscriptions } from '#src/db/schema/index';
import type { TestDevice, pushServiceStandIn } from './push-service';
import type { SignedIn } from './sign-in';
import { csrfHeaders } from './test-app';

export const PUSH = `${API_BASE_PATH}/push`;

/** app.inject shorthand for the push API, its devices on `service`. */
export function pushClient(app: FastifyInstance, service: ReturnType<typeof pushServiceStandIn>) {
  const subscribe = (cookie: string | undefined, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `${PUSH}/subscriptions`,
      headers: { ...csrfHeaders, ...(cookie ? { cookie } : {}) },
      payload: body as object,
    });
  return {
    subscribe,
    unsubscribe: (cookie: string, endpoint: unknown) =>
      app.inject({
        method: 'DELETE',
        url: `${PUSH}/subscriptions`,
        headers: { ...csrfHeaders, cookie },
        payload: { endpoint },
      }),
    /** Subscribes `device` (a new one by default) for `who`, expecting 201. */
    async subscribed(who: SignedIn, topic: 'orders' | 'kitchen', device = service.device()) {
      const res = await subscribe(who.cookie, { subscription: device.subscription, topic });
      expect(res.statusCode, res.body).toBe(201);
      return device;
    },
    /** The stored rows of a device's endpoint. */
    rowsOf: (device: TestDevice) =>
      app.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.endpoint)),
  };
}
