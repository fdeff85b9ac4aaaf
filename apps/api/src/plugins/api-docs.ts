import { API_BASE_PATH } from '@ninetonine/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the route schemas: JSON at /api/v1/docs/json, a readable page at /api/v1/docs. */
export default fp(
  async function apiDocs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'NineToNine storefront API',
          description:
            'Menu, accounts, cart and orders for the NineToNine kitchen (open 9:00 to 21:00).',
          version: '1',
        },
        servers: [{ url: '/' }],
      },
      transform: jsonSchemaTransform,
    });
    // No staticCSP: the page has no inline script or style, so the app's own strict CSP
    // (helmet, global) already fits it; swagger-ui's preset would loosen it (https: styles,
    // framing by self, upgrade-insecure-requests, which breaks plain-http local use).
    await app.register(swaggerUi, {
      routePrefix: `${API_BASE_PATH}/docs`,
      // validatorUrl null: no badge fetched from the public validator.
      uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    });
  },
  { name: 'api-docs' },
);
