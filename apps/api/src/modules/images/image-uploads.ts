import multipart from '@fastify/multipart';
import { ErrorCode, PICTURE_FILES_MAX, PICTURE_MAX_BYTES } from '@ninetonine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';

/** A form's text fields hold at most one food as JSON: far below this. */
const FIELD_MAX_BYTES = 64 * 1024;
const FIELDS_MAX = 4;

export interface ImageForm {
  files: { filename: string; data: Buffer }[];
  fields: Record<string, string>;
}

const refused = (status: number, message: string) =>
  new HttpError(status, message, ErrorCode.PictureRefused);

/** Multipart parsing for this plugin's routes only, with every limit the uploads need. */
export async function registerImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: PICTURE_MAX_BYTES,
      files: PICTURE_FILES_MAX,
      fields: FIELDS_MAX,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 100,
      parts: PICTURE_FILES_MAX + FIELDS_MAX,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
}

/** The limit errors of @fastify/multipart, in words a staff member can act on. */
function explain(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refused(413, `Each picture can be at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`);
    case 'FST_FILES_LIMIT':
      return refused(413, `Upload at most ${PICTURE_FILES_MAX} pictures at a time.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refused(413, 'The form has too many fields.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, 'A form field is not valid JSON.', ErrorCode.BadRequest);
    default:
      return error;
  }
}

/**
 * Reads a whole multipart form into memory, within the limits above (at most
 * PICTURE_FILES_MAX x PICTURE_MAX_BYTES per request, staff only). Files are only collected
 * here: nothing is stored until every one has passed the picture pipeline.
 */
export async function readImageForm(
  request: FastifyRequest,
  fileField: string,
  textFields: readonly string[] = [],
): Promise<ImageForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the form as multipart/form-data.', ErrorCode.BadRequest);
  }
  const form: ImageForm = { files: [], fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          throw refused(
            400,
            `Unexpected file field "${part.fieldname}": send pictures as "${fileField}".`,
          );
        }
        form.files.push({ filename: part.filename, data: await part.toBuffer() });
      } else {
        if (!textFields.includes(part.fieldname)) {
          throw new HttpError(
            400,
            `Unexpected form field "${part.fieldname}".`,
            ErrorCode.BadRequest,
          );
        }
        if (part.valueTruncated) throw refused(413, `The "${part.fieldname}" field is too long.`);
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw explain(error);
  }
  return form;
}
