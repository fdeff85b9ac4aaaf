import type { ContactMessage, MessagesListResponse } from '@ninetonine/contract';
import type { ContactMessageRecord } from './messages.repository';

export function toContactMessage(m: ContactMessageRecord): ContactMessage {
  return {
    _id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt ? m.readAt.toISOString() : null,
  };
}

export function toMessagesPage(
  result: { messages: ContactMessageRecord[]; total: number; unreadCount: number },
  at: { page: number; limit: number },
): MessagesListResponse {
  return {
    messages: result.messages.map(toContactMessage),
    unreadCount: result.unreadCount,
    pagination: {
      page: at.page,
      limit: at.limit,
      total: result.total,
      totalPages: Math.ceil(result.total / at.limit),
    },
  };
}
