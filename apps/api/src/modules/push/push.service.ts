import {
  pushTexts,
  restaurantFormat,
  type OrderEvent,
  type PushMessage,
  type PushRenewalInput,
  type PushSubscribeInput,
  type PushSubscriptionStatusQuery,
  type PushTopic,
} from '@ninetonine/contract';
import { createECDH } from 'node:crypto';
import type { Database } from '../../db/client';
import type { SessionsEnded } from '../../events/session-ends';
import { badRequest, forbidden } from '../../http-error';
import { STAFF_ROLES } from '../../plugins/staff-scope';
import type { SessionUser } from '../auth/sessions/session.repository';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { PushEndpointPolicy } from './push-endpoint-policy';
import { newOrderMessage, orderStatusMessage } from './push-messages';
import type { PushSend } from './push-sender';
import type { PushRepository, PushTarget } from './push.repository';

/** Whether `key` (base64url) is a point on P-256, i.e. something a message can be encrypted to. */
function isP256Point(key: string): boolean {
  try {
    const ours = createECDH('prime256v1');
    ours.generateKeys();
    ours.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * A customer's phones, tablets and computers, each browser one subscription per topic: beyond
 * this the account's least recently renewed subscription goes (decision 0065, "Caps").
 */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;

/**
 * Web push (decision 0065): devices subscribe for a session, hear about orders after the change
 * committed, and go when their session ends or their push service forgets them. Sending never
 * blocks or fails the request that changed the order: it runs after, its errors are logged, and
 * `drain` lets the app finish what is in flight before it closes.
 */
export function createPushService(deps: {
  db: Database;
  repo: PushRepository;
  restaurant: RestaurantSettingsReader;
  send: PushSend;
  /** Which endpoints may be subscribed (the sender checks again before each send). */
  policy: PushEndpointPolicy;
  publicKey: string;
  /** SESSION_IDLE_TIMEOUT_MINUTES: a session unused this long is over, whatever its row says. */
  idleTimeoutMinutes: number;
  log: (err: unknown, message: string) => void;
}) {
  const { db, repo } = deps;
  const inFlight = new Set<Promise<void>>();
  const window = () => {
    const now = new Date();
    return { now, idleCutoff: new Date(now.getTime() - deps.idleTimeoutMinutes * 60_000) };
  };

  /** Runs `work` after the caller's answer, logging instead of throwing. */
  function background(work: () => Promise<void>, what: string): void {
    const running = Promise.resolve()
      .then(work)
      .catch((err: unknown) => deps.log(err, what))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  async function deliver(targets: PushTarget[], message: PushMessage): Promise<void> {
    await Promise.all(
      targets.map(async (target) => {
        try {
          const outcome = await deps.send(target, message);
          if (outcome === 'refused') {
            deps.log(null, `push to ${new URL(target.endpoint).host} refused: not a push service`);
          }
          if (outcome !== 'sent') await repo.deleteEndpoint(db, target.endpoint);
        } catch (err) {
          deps.log(err, `push to ${new URL(target.endpoint).host} failed`);
        }
      }),
    );
  }

  async function announce(event: OrderEvent): Promise<void> {
    const facts = await repo.orderFacts(db, event.orderId);
    if (!facts) return;
    const order = { ...event, ...facts };
    const forCustomer = orderStatusMessage(order);
    if (forCustomer) {
      await repo.deleteOfEndedSessions(db, { userId: facts.userId, ...window() });
      await deliver(await repo.customerTargets(db, facts.userId, window()), forCustomer);
    }
    // Only an order the kitchen should cook: never one still awaiting its online payment.
    if (event.status === 'placed') {
      const settings = await deps.restaurant.settingsOrDefaults(db);
      const message = newOrderMessage(order, restaurantFormat(settings));
      await deliver(await repo.kitchenTargets(db, { ...window(), roles: STAFF_ROLES }), message);
    }
  }

  async function subscribe(user: SessionUser, input: PushSubscribeInput): Promise<void> {
    if (input.topic === 'kitchen' && !STAFF_ROLES.includes(user.role)) {
      throw forbidden(pushTexts.kitchenForStaff);
    }
    const { endpoint, keys } = input.subscription;
    const refusal = deps.policy.refusal(endpoint);
    if (refusal) throw badRequest(refusal);
    if (!isP256Point(keys.p256dh)) throw badRequest(pushTexts.p256dhInvalid);
    await repo.upsert(db, PUSH_SUBSCRIPTIONS_PER_ACCOUNT, {
      userId: user.id,
      sessionId: user.sessionId,
      topic: input.topic,
      endpoint,
      p256dh: keys.p256dh.replace(/=+$/, ''),
      auth: keys.auth.replace(/=+$/, ''),
    });
  }

  return {
    publicKey: () => deps.publicKey,

    subscribe,

    /** Whether `topic` goes to this endpoint for the caller's session (the opt-in's "on"). */
    async subscribed(user: SessionUser, query: PushSubscriptionStatusQuery): Promise<boolean> {
      const topics = await repo.topicsOfSession(db, user.sessionId, query.endpoint);
      return topics.includes(query.topic);
    },

    /**
     * The browser replaced this device's subscription (the worker's pushsubscriptionchange):
     * each topic the session had moves to the new endpoint (the old row goes with the upsert).
     * The kitchen only while the caller is still staff.
     */
    async renew(user: SessionUser, input: PushRenewalInput): Promise<PushTopic[]> {
      const topics = (await repo.topicsOfSession(db, user.sessionId)).filter(
        (topic) => topic !== 'kitchen' || STAFF_ROLES.includes(user.role),
      );
      for (const topic of topics) await subscribe(user, { ...input, topic });
      return topics;
    },

    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await repo.deleteOwned(db, userId, endpoint);
    },

    /** After commit: an order was placed or changed status. Returns at once. */
    orderChanged(event: OrderEvent): void {
      background(() => announce(event), `push for order ${event.number} not sent`);
    },

    /**
     * Sessions ended (announced on every instance): their subscriptions go, by the ids the
     * announcement names, so it holds even when it comes moments before the revocation commits.
     */
    sessionsEnded(ended: SessionsEnded): void {
      background(async () => {
        await repo.deleteOfSessions(db, ended);
      }, 'push subscriptions of ended sessions not removed');
    },

    /** Waits for every send and clean-up in flight (app close). */
    async drain(): Promise<void> {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
