import { z } from 'zod';
import { paginationSchema } from './catalog';
import { idSchema, timestampSchema } from './common';

export const MESSAGES_PAGE_SIZE = 20;

/** A contact-form message as staff read it: plain text, never markup. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: timestampSchema,
  /** When someone marked it read; null: unread. */
  readAt: timestampSchema.nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const messagesListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
  /** unread: only those nobody has read yet. */
  show: z.enum(['all', 'unread']).default('all'),
});
export type MessagesListQuery = z.input<typeof messagesListQuerySchema>;

export const messagesListResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  /** Across the whole inbox, whatever the page. */
  unreadCount: z.number().int(),
  pagination: paginationSchema,
});
export type MessagesListResponse = z.infer<typeof messagesListResponseSchema>;

export const messageParamsSchema = z.object({ id: idSchema });
export const messageReadSchema = z.strictObject({ read: z.boolean() });
export const messageReadResponseSchema = z.object({
  contactMessage: contactMessageSchema,
  unreadCount: z.number().int(),
});
