/** The staff contact inbox (GET /staff/messages), for the /admin/messages page. */
export { MessageInbox } from './components/message-inbox';
