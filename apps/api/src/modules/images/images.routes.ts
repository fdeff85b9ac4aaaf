import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const imagesRoutes: FastifyPluginAsyncZod = async (_app) => {};
export default imagesRoutes;
