/** The staff contact inbox (GET /staff/messages), for the /admin/messages page. */
export { MessageInbox } from './components/message-inbox';
export { staffMessageKeys } from './api/message-keys';
export { messagesQuery, getMessages } from './api/get-messages';
export { useMarkMessageRead, putMessageRead } from './api/mark-message-read';
