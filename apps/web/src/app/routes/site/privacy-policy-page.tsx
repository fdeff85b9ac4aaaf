import { PolicyText } from '@/features/restaurant';
import { InfoPage } from '@/features/site';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The privacy policy, as the owner wrote it in the settings (or the default). */
export default function PrivacyPolicyPage() {
  useDocumentTitle('Privacy policy');
  return (
    <InfoPage
      kicker="Your data"
      title="Privacy policy"
      lede={<p>What we keep about you, why, and how to ask us to change or delete it.</p>}
    >
      <PolicyText policy="privacyPolicy" />
    </InfoPage>
  );
}
