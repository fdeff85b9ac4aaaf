import {
  errorResponses,
  PUSH_RENEWAL_PATH,
  pushPublicKeySchema,
  pushRenewalSchema,
  pushRenewedSchema,
  pushSubscribedSchema,
  pushSubscribeSchema,
  pushSubscriptionStatusQuerySchema,
  pushSubscriptionStatusSchema,
  pushUnsubscribedSchema,
  pushUnsubscribeSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerId, requireSignedIn } from '../../plugins/authentication';
import { unauthorized } from '../../http-error';
import type { PushService } from './push.service';

/** A subscription is well under 1 kB of JSON. */
const SUBSCRIPTION_BODY_LIMIT = 4 * 1024;

const errors = errorResponses(400, 401, 403, 413, 415, 500);

/**
 * Web push (decision 0065): the VAPID key for anyone, subscriptions for the signed-in caller's
 * session only. The session comes from the cookie, never from the body.
 */
const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID application server key to subscribe with',
        description:
          'Made once at the first start and kept in the database, so every instance signs with it and subscriptions survive restarts.',
        response: { 200: pushPublicKeySchema, ...errorResponses(500) },
      },
    },
    async () => ({ publicKey: push.publicKey() }),
  );

  // Its own context, so the sign-in check leaves the public key alone.
  await app.register(async (scope) => {
    requireSignedIn(scope);
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();

    signedIn.post(
      '/push/subscriptions',
      {
        bodyLimit: SUBSCRIPTION_BODY_LIMIT,
        schema: {
          tags: ['push'],
          summary: 'Subscribes this device to notifications for this session',
          description:
            '`orders`: the caller’s order status changes; `kitchen` (staff and admins, else 403): new orders. A repeat of the endpoint and topic updates it. The subscription ends with the session (sign-out, revocation, expiry). Endpoints must be at a browser push service (https, port 443), else 400.',
          body: pushSubscribeSchema,
          response: { 201: pushSubscribedSchema, ...errors },
        },
      },
      async (request, reply) => {
        if (!request.user) throw unauthorized();
        await push.subscribe(request.user, request.body);
        return reply.status(201).send();
      },
    );

    signedIn.post(
      '/push/subscriptions/status',
      {
        bodyLimit: SUBSCRIPTION_BODY_LIMIT,
        schema: {
          tags: ['push'],
          summary: 'Whether this device gets a topic’s notifications in this session',
          description:
            'The opt-in shows "on" only when this answers true for the browser’s own subscription: the browser may hold one for another topic or account, or one the server dropped. A POST so the endpoint stays out of addresses and logs.',
          body: pushSubscriptionStatusQuerySchema,
          response: { 200: pushSubscriptionStatusSchema, ...errors },
        },
      },
      async (request) => {
        if (!request.user) throw unauthorized();
        return { subscribed: await push.subscribed(request.user, request.body) };
      },
    );

    signedIn.post(
      PUSH_RENEWAL_PATH,
      {
        bodyLimit: SUBSCRIPTION_BODY_LIMIT,
        schema: {
          tags: ['push'],
          summary: 'Moves this session’s notifications to the browser’s new subscription',
          description:
            'The service worker’s call on `pushsubscriptionchange`: every topic the session had subscribed goes to the new endpoint (the kitchen only while the caller is staff); answers the topics moved, none when the session had none. Endpoints as for POST /push/subscriptions, else 400.',
          body: pushRenewalSchema,
          response: { 200: pushRenewedSchema, ...errors },
        },
      },
      async (request) => {
        if (!request.user) throw unauthorized();
        return { topics: await push.renew(request.user, request.body) };
      },
    );

    signedIn.delete(
      '/push/subscriptions',
      {
        bodyLimit: SUBSCRIPTION_BODY_LIMIT,
        schema: {
          tags: ['push'],
          summary: 'Unsubscribes this device from the caller’s notifications (every topic)',
          body: pushUnsubscribeSchema,
          response: { 204: pushUnsubscribedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await push.unsubscribe(callerId(request), request.body.endpoint);
        return reply.status(204).send();
      },
    );
  });
};
export default pushRoutes;
