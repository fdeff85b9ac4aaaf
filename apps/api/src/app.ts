import cookie from '@fastify/cookie';
import { API_BASE_PATH } from '@ninetonine/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppOptions } from './app-options';
import { loggerOptions } from './logging/logger-options';
import { requestLogging } from './logging/request-log-controller';
import { REQUEST_ID_HEADER, requestIdOf } from './logging/request-id';
import { createAuthModule } from './modules/auth/auth.module';
import { scheduleSessionSweep } from './modules/auth/sessions/session-sweep';
import { createAuditLog } from './modules/audit/audit-log';
import addressesRoutes from './modules/addresses/addresses.routes';
import authRoutes from './modules/auth/auth.routes';
import localControlRoutes from './modules/auth/staff/local-control.routes';
import clientErrorsRoutes from './modules/client-errors/client-errors.routes';
import { createAppMetrics } from './modules/metrics/app-metrics';
import metricsRoutes from './modules/metrics/metrics.routes';
import cartRoutes from './modules/cart/cart.routes';
import { createCatalogModule } from './modules/catalog/catalog.module';
import catalogRoutes from './modules/catalog/catalog.routes';
import healthRoutes from './modules/health/health.routes';
import imagesRoutes from './modules/images/images.routes';
import { createImageStore } from './modules/images/image-store';
import { createStaffImagesService } from './modules/images/staff-images.service';
import { createMailer } from './modules/mail/mailer';
import { createMailQueue } from './modules/mail/mail-queue';
import messagingRoutes from './modules/messaging/messaging.routes';
import { createRestaurantRepository } from './modules/restaurant/restaurant.repository';
import { createDeliveryAreasRepository } from './modules/delivery-areas/delivery-areas.repository';
import deliveryCheckRoutes from './modules/delivery-areas/delivery-check.routes';
import restaurantRoutes from './modules/restaurant/restaurant.routes';
import orderPaymentRoutes from './modules/payments/order-payment.routes';
import paymentsRoutes from './modules/payments/payments.routes';
import ordersRoutes from './modules/orders/orders.routes';
import { createStreamGate } from './modules/orders/stream-gate';
import pushRoutes from './modules/push/push.routes';
import siteRoutes from './modules/site/site.routes';
import apiDocs from './plugins/api-docs';
import authentication from './plugins/authentication';
import csrf from './plugins/csrf';
import database from './plugins/database';
import draining from './plugins/draining';
import errorHandler from './plugins/error-handler';
import eventBus from './plugins/event-bus';
import jsonBody from './plugins/json-body';
import pendingWork from './plugins/pending-work';
import rateLimiting from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import securityLog from './plugins/security-log';
import staffScope from './plugins/staff-scope';
import riderScope from './plugins/rider-scope';
import ridersRoutes from './modules/riders/riders.routes';
import guestTableRoutes from './modules/dine-in/guest-table.routes';
import invoicesRoutes from './modules/invoices/invoices.routes';
import { createRatingsRepository } from './modules/ratings/ratings.repository';
import ratingsRoutes from './modules/ratings/ratings.routes';
import { createRatingsService } from './modules/ratings/ratings.service';
import { staffRouteTree } from './staff-route-tree';
import { createOrderSide } from './order-side';
import staticWeb from './plugins/static-web';

/** Builds the whole API (and the storefront's static files) without listening. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = Fastify({
    logger: await loggerOptions(env, opts.logger),
    ...requestLogging(),
    // Ours, or the proxy's when sane (logging/request-id.ts): every line of a request shows it.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A hop count trusts that many proxies nearest to us, whatever the client wrote before them.
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (env.TRUST_PROXY as number)
        : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // While closing, a request that still arrives on a kept-alive connection is served (and its
    // connection then closed: plugins/draining.ts), not refused with 503: a proxy never resends a
    // POST it already sent, so that 503 was a lost order (decision 0059, the rolling restart).
    return503OnClosing: false,
    // Stray ids like /menu/%E0 must be a 4xx, never a crash.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  }).withTypeProvider();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  // Echoed, so a person reporting a problem (or nginx's log) can quote the id the lines carry.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  const metrics = createAppMetrics({ processMetrics: env.METRICS_ENABLED });

  const emulatorOrigin = env.FIREBASE_AUTH_EMULATOR_HOST
    ? [`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`]
    : [];
  const firebaseOrigins =
    env.FIREBASE_PROJECT_ID && !env.FIREBASE_AUTH_EMULATOR_HOST
      ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
      : [];

  await app.register(errorHandler);
  // First: its timing hook must see every route registered after it.
  if (env.METRICS_ENABLED) {
    await app.register(metricsRoutes, { metrics, token: env.METRICS_TOKEN });
  }
  await app.register(draining);
  await app.register(jsonBody);
  await app.register(securityHeaders, {
    hsts: env.HSTS,
    connectSrc: [...emulatorOrigin, ...firebaseOrigins],
    frameSrc: firebaseOrigins.length
      ? [
          `https://${env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`}`,
          'https://www.google.com',
        ]
      : [],
    scriptSrc: firebaseOrigins.length
      ? [
          'https://www.google.com/recaptcha/',
          'https://www.gstatic.com/recaptcha/',
          'https://apis.google.com',
        ]
      : [],
  });
  await app.register(cookie);
  await app.register(securityLog);
  await app.register(database, { handle: opts.database });
  await app.register(csrf, {
    allowedOrigins: env.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  });
  // Before the auth module: its sessions service announces ended sessions on the bus.
  await app.register(eventBus, { env });
  // After the event bus: its close hook runs before the bus closes (hooks close in reverse).
  await app.register(pendingWork);
  // Every mail leaves through the durable queue (decisions 0064, 0076), sent by its worker.
  const mailQueue = createMailQueue({
    db: opts.database.db,
    mailer: createMailer(env, app.log),
    log: app.log,
  });
  app.decorate('mailQueue', { settle: (at?: Date) => mailQueue.worker.settle(at) });
  app.addHook('onReady', async () => mailQueue.worker.start());
  // What the last requests queued goes out before the mailer closes.
  app.pendingWork.add('mail queue', () => mailQueue.finish());
  // Built once and handed to every module that writes to it (decision 0038).
  const audit = createAuditLog();
  // Built once: the restaurant's own routes change the settings, checkout, the kitchen board,
  // the dashboard, the export and the menu editor read them.
  const restaurant = createRestaurantRepository();
  // Built once: the address book and checkout match postcodes against them, admins edit them.
  const deliveryAreas = createDeliveryAreasRepository();
  // Built once: the authentication plugin, the auth routes and the staff scope share it.
  const auth = createAuthModule({
    db: opts.database.db,
    env,
    sessionSecret: opts.sessionSecret,
    mailQueue,
    log: app.log,
    events: app.events,
    audit,
    verifyFirebaseToken: opts.verifyFirebaseToken,
    passwords: opts.passwords,
  });
  await app.register(authentication, { accessTokens: auth.accessTokens, sessions: auth.sessions });
  scheduleSessionSweep(app, auth.sessionSweep, { timer: opts.sessionSweepTimer ?? true });
  await app.register(rateLimiting, { redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX });
  await app.register(apiDocs);
  const orderSide = await createOrderSide(app, {
    db: opts.database.db,
    env,
    audit,
    restaurant,
    deliveryAreas,
    mailQueue,
    metrics,
    pushTransport: opts.pushTransport,
    sessionSecret: opts.sessionSecret,
  });
  const { orders, push, invoices, creditNotes, messages, dineIn, riders } = orderSide;
  const streamGate = createStreamGate(app, env.STREAM_OPENS_PER_MINUTE);
  const catalog = createCatalogModule({
    db: opts.database.db,
    events: app.events,
    log: (message) => app.log.warn(message),
    cache: {
      maxEntries: env.CATALOG_CACHE_ENTRIES,
      maxBytes: env.CATALOG_CACHE_MB * 1024 * 1024,
      ttlMs: env.CATALOG_CACHE_TTL_SECONDS * 1000,
    },
  });
  app.decorate('catalog', {
    stats: () => catalog.answers.stats(),
    changed: () => catalog.changes.announceAfter(async () => undefined),
  });
  // Ratings (decision 0086): a dish's shown rating lives in the menu's cached answers.
  const ratings = createRatingsService({
    db: opts.database.db,
    repo: createRatingsRepository(),
    restaurant,
    mailQueue,
    publicUrl: env.PUBLIC_URL,
    dishRatingsChanged: () => catalog.changes.announceAfter(async () => undefined),
  });
  metrics.watch({
    openStreams: () => orders.streams.stats().open,
    catalogCache: () => catalog.answers.stats(),
    databasePool: opts.database.poolStats,
  });
  // Before the event bus closes: the goodbye tells other instances to stop waiting for this one.
  app.addHook('preClose', async () => catalog.close());
  // The menu editor's pictures: its own routes and the foods' routes upload through it.
  const images = createStaffImagesService({
    db: opts.database.db,
    store: createImageStore(),
    audit,
  });
  // Open event streams would keep the server from closing: end them first, each told to
  // reconnect (another instance answers; this one no longer accepts connections).
  app.addHook('preClose', async () => {
    orders.streams.closeAll();
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes, { module: catalog });
      await api.register(imagesRoutes);
      await api.register(siteRoutes);
      await api.register(clientErrorsRoutes, { metrics });
      await api.register(restaurantRoutes, { repo: restaurant });
      await api.register(authRoutes, { prefix: '/auth', auth });
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(addressesRoutes, { restaurant, areas: deliveryAreas });
      await api.register(deliveryCheckRoutes, { restaurant, areas: deliveryAreas });
      await api.register(pushRoutes, { push });
      await api.register(ordersRoutes, { prefix: '/orders', module: orders, streamGate });
      await api.register(invoicesRoutes, { prefix: '/orders', invoices, creditNotes });
      await api.register(ratingsRoutes, { ratings });
      await api.register(guestTableRoutes, {
        prefix: '/table',
        guests: dineIn.guests,
        cookies: dineIn.cookies,
      });
      if (orders.payments) {
        await api.register(orderPaymentRoutes, { prefix: '/orders', module: orders.payments });
        await api.register(paymentsRoutes, { module: orders.payments });
      }
      if (messages.webhooks) await api.register(messagingRoutes, messages.webhooks);
      if (opts.localControlToken) {
        await api.register(localControlRoutes, {
          prefix: '/internal',
          token: opts.localControlToken,
          provisioning: auth.provisioning,
          dumpDatabase: opts.database.dumpDataDir,
        });
      }
      // Every rider route, here and only here (decision 0083).
      await api.register(riderScope, {
        routes: async (rider) => {
          await rider.register(ridersRoutes, { prefix: '/rider/orders', riders });
        },
      });
      // Every staff route, here and only here: one role check for all of them.
      await api.register(
        staffScope,
        staffRouteTree({
          db: opts.database.db,
          orders,
          streamGate,
          restaurant,
          deliveryAreas,
          catalog,
          audit,
          images,
          auth,
          invoices,
          ratings,
          riders,
          dineIn,
          onlinePaymentConfigured: orders.payments !== undefined,
          messageSettings: messages.settings,
          messagingConfigured: messages.webhooks !== undefined,
          messageJobs: messages.jobs,
        }),
      );
    },
    { prefix: API_BASE_PATH },
  );

  await app.register(staticWeb, {
    distDir: env.WEB_DIST_DIR,
    serveEmulatorPages: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
  });
  return app;
}
