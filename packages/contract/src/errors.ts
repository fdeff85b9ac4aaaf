import { z } from 'zod';

/** The one error shape every API failure answers with. */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    /** One of ErrorCode; typed loosely so an older client still parses a newer server's codes. */
    code: z.string().optional(),
  })
  .meta({
    id: 'ErrorResponse',
    description: 'Every refusal: a message to show the person, and a stable code for programs',
    example: { message: 'Enter a valid phone number', code: 'VALIDATION_FAILED' },
  });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A route's error answers, every one in the one error shape: `errorResponses(400, 401, 404)`. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S[number],
    typeof errorResponseSchema
  >;
}
