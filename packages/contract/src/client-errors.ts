import { z } from 'zod';
import { CLIENT_ERROR_LIMITS, clientErrorKinds } from './limits';

/**
 * POST /client-errors: an uncaught error in the storefront (decision 0057). What it may carry is
 * bounded and free of personal data: no query string or fragment in the path, no cookies (the
 * page sends none), and the server scrubs emails and long numbers from the text before logging.
 */
export const clientErrorReportSchema = z
  .object({
    kind: z.enum(clientErrorKinds),
    message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message),
    stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
    path: z
      .string()
      .max(CLIENT_ERROR_LIMITS.path)
      .regex(/^\/[^?#\s]*$/, 'The path is the page address without its query or fragment'),
    build: z
      .string()
      .max(CLIENT_ERROR_LIMITS.build)
      .regex(/^[\w.-]*$/)
      .optional(),
  })
  .strict()
  .meta({
    id: 'ClientErrorReport',
    example: {
      kind: 'error',
      message: "TypeError: Cannot read properties of undefined (reading 'price')",
      stack: 'TypeError: ...\n    at CartLine (http://localhost:3000/assets/cart-Bx1.js:1:200)',
      path: '/cart',
      build: 'main-D8f3kQ.js',
    },
  });
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
