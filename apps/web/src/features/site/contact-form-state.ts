import { contactRequestSchema, type ContactRequest } from '@ninetonine/contract';

export type ContactField = keyof ContactRequest;
export type ContactErrors = Partial<Record<ContactField, string>>;
export const contactFields: ContactField[] = ['name', 'email', 'subject', 'message'];

/** Checks the form with the very schema the API uses; the first problem of each field wins. */
export function validateContact(
  values: Record<ContactField, string>,
): { ok: true; data: ContactRequest } | { ok: false; errors: ContactErrors } {
  const result = contactRequestSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && contactFields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
