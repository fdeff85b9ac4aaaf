import {
  errorResponses,
  PICTURE_FILES_MAX,
  PICTURE_MAX_BYTES,
  uploadPicturesFormSchema,
  uploadPicturesResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http-error';
import { callerId } from '../../plugins/authentication';
import { toPictureJson } from './images.presenter';
import { registerImageUploads, readImageForm } from './image-uploads';
import type { StaffImagesService } from './staff-images.service';

/** Picture uploads for the menu editor. Registered only inside the staff scope. */
const staffImagesRoutes: FastifyPluginAsyncZod<{ images: StaffImagesService }> = async (
  app,
  { images: pictures },
) => {
  await registerImageUploads(app);

  app.post(
    '/staff/images',
    {
      schema: {
        tags: ['staff'],
        summary: 'Uploads pictures (multipart field "images"), stored as WebP at several widths',
        description:
          `JPEG, PNG, WebP or AVIF, told by their bytes; at most ${PICTURE_FILES_MAX} files of ` +
          `${PICTURE_MAX_BYTES / 1024 / 1024} MB each. Each is decoded under a pixel limit and ` +
          're-encoded without metadata; all are stored or, if one is refused, none.',
        consumes: ['multipart/form-data'],
        multipartBody: uploadPicturesFormSchema,
        response: {
          201: uploadPicturesResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 500),
        },
      },
    },
    async (request, reply) => {
      const form = await readImageForm(request, 'images');
      if (form.files.length === 0) throw badRequest('Choose at least one picture to upload.');
      const saved = await pictures.upload({ id: callerId(request) }, form.files);
      return reply.status(201).send({ pictures: saved.map(toPictureJson) });
    },
  );
};
export default staffImagesRoutes;
