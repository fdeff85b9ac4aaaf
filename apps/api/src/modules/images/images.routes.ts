import { errorResponseSchema, imageIdParamsSchema } from '@ninetonine/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageEtag } from './images.presenter';
import { createImageStore } from './image-store';
import { createImagesService } from './images.service';

/** Stored images are content-addressed (id = SHA-256 of the bytes), so a URL never changes meaning. */
const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = createImagesService({ db: app.db, store: createImageStore() });

  app.get(
    '/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'The bytes of a stored image (food and category pictures), cached forever',
        params: imageIdParamsSchema,
        response: {
          200: {
            description: 'The image',
            content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
          },
          400: errorResponseSchema,
          404: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (request, typedReply) => {
      // Raw bytes and bodiless 304s are not JSON: step outside the typed serializer.
      const reply = typedReply as unknown as FastifyReply;
      const { id } = request.params;
      const etag = imageEtag(id);
      const image = await images.get(id);
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .type(image.contentType);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(image.data);
    },
  );
};
export default imagesRoutes;
