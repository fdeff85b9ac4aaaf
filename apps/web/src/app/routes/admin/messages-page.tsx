import { MessageInbox } from '@/features/staff-messages';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/messages: the contact-form inbox. */
export default function MessagesPage() {
  useDocumentTitle('Messages');
  return <MessageInbox />;
}
