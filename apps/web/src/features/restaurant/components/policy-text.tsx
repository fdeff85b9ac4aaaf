import { policyParagraphs } from '@ninetonine/contract';
import { QueryState } from '@/components/query-state';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { usePolicies } from '../api/get-policies';
import { GrievanceOfficer } from './contact-details';

/**
 * One of the owner's policies (plain text from the settings): paragraphs as text nodes, never
 * HTML, then the grievance officer the rules ask for.
 */
export function PolicyText({ policy }: { policy: 'privacyPolicy' | 'refundPolicy' }) {
  const policies = usePolicies();
  const format = useRestaurantFormat();
  return (
    <QueryState query={policies} errorTitle="The policy didn't load" level={2}>
      {(data) => (
        <>
          {policyParagraphs(data[policy]).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
          <p className="muted">Last updated {format.date(data.updatedAt)}.</p>
          <h2>Grievance officer</h2>
          <p>
            Complaints about an order, a refund or your data go to our grievance officer. We
            acknowledge a complaint within 48 hours and resolve it within one month.
          </p>
          <GrievanceOfficer />
        </>
      )}
    </QueryState>
  );
}
