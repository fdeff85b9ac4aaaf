import type { Database } from '../../db/client';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentLinkRow, PaymentsRepository } from './payments.repository';

/**
 * Closes the still-open links at the provider, so nobody pays what is closed or replaced; a
 * payment authorised before the close may still be captured, so the provider's order is noted.
 * Returns false when one could not be closed (paid meanwhile: its payment is on its way and is
 * judged when reported; or the provider did not answer).
 */
export async function closeOpenLinks(
  deps: {
    db: Database;
    gateway: PaymentGateway;
    payments: PaymentsRepository;
    log: (err: unknown, message: string) => void;
  },
  links: PaymentLinkRow[],
): Promise<boolean> {
  let all = true;
  for (const link of links) {
    if (link.status !== 'created') continue;
    try {
      const closed = await deps.gateway.closeAttempt(link.id);
      if (closed.providerOrderId) {
        await deps.payments.noteProviderOrder(deps.db, link.id, closed.providerOrderId);
      }
      await deps.payments.setLinkStatus(deps.db, link.id, 'cancelled');
    } catch (error) {
      deps.log(error, 'payment link not cancelled');
      all = false;
    }
  }
  return all;
}
