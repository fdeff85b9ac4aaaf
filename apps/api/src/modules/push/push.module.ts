import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { parseSessionsEnded, SESSION_ENDED_TOPIC } from '../../events/session-ends';
import { DEFAULT_MAIL_FROM } from '../mail/mailer';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { createPushEndpointPolicy } from './push-endpoint-policy';
import { createPushSender, makeVapidKeys, vapidSubject, type PushTransport } from './push-sender';
import { createPushRepository } from './push.repository';
import { createPushService } from './push.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push sends run after the answer; tests wait for them to settle before asserting. */
    pushDeliveries: { settled(): Promise<void> };
  }
}

/**
 * The push module's composition root (decision 0065): the VAPID keys are read (made and stored
 * at the very first start) before the app serves, and ended sessions are heard on the bus.
 */
export async function createPushModule(deps: {
  app: FastifyInstance;
  db: Database;
  env: Pick<
    Env,
    | 'PUSH_CONTACT'
    | 'PUSH_EXTRA_HOSTS'
    | 'PUBLIC_URL'
    | 'MAIL_FROM'
    | 'SESSION_IDLE_TIMEOUT_MINUTES'
  >;
  events: EventBus;
  restaurant: RestaurantSettingsReader;
  /** Tests: trust the local stand-in's certificate, resolve names their way. */
  transport?: PushTransport;
}) {
  const repo = createPushRepository();
  const keys = await repo.ensureVapidKeys(deps.db, makeVapidKeys);
  const subject = vapidSubject({
    PUSH_CONTACT: deps.env.PUSH_CONTACT,
    PUBLIC_URL: deps.env.PUBLIC_URL,
    mailFrom: deps.env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
  });
  const policy = createPushEndpointPolicy(deps.env.PUSH_EXTRA_HOSTS);
  const sender = createPushSender({ subject, keys, policy, transport: deps.transport });
  const service = createPushService({
    db: deps.db,
    repo,
    restaurant: deps.restaurant,
    send: sender.send,
    policy,
    publicKey: keys.publicKey,
    idleTimeoutMinutes: deps.env.SESSION_IDLE_TIMEOUT_MINUTES,
    log: (err, message) => deps.app.log.warn({ err }, message),
  });
  const stopListening = deps.events.subscribe(SESSION_ENDED_TOPIC, (payload) => {
    const ended = parseSessionsEnded(payload);
    if (ended) service.sessionsEnded(ended);
  });
  deps.app.decorate('pushDeliveries', { settled: () => service.drain() });
  // After every request has been answered: the notifications they started still go out.
  deps.app.pendingWork.add('push deliveries', async () => {
    stopListening();
    await service.drain();
    sender.close();
  });
  return service;
}
