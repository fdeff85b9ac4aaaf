import { PolicyText } from '@/features/restaurant';
import { InfoPage } from '@/features/site';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The cancellation and refund policy, as the owner wrote it in the settings (or the default). */
export default function RefundPolicyPage() {
  useDocumentTitle('Cancellation and refund policy');
  return (
    <InfoPage
      kicker="Changed your mind?"
      title="Cancellation and refund policy"
      lede={<p>When you can cancel an order, and how refunds work.</p>}
    >
      <PolicyText policy="refundPolicy" />
    </InfoPage>
  );
}
