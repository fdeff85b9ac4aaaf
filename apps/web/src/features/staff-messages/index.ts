/** The staff contact inbox (GET /staff/messages), for the /admin/messages page. */
export { MessageInbox } from './components/message-inbox';
export { MessagesUnreadBadge } from './components/unread-badge';
