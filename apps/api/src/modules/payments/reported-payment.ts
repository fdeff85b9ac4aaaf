/** A captured or failed payment as the provider reports it (amounts in minor units). */
export interface ReportedPayment {
  id: string;
  amountMinor: number;
  currency: string;
  status: 'captured' | 'failed' | 'other';
}

export function reportedPayment(p: {
  id: string;
  amount: number | string;
  currency: string;
  status: string;
}): ReportedPayment {
  return {
    id: p.id,
    amountMinor: Number(p.amount),
    currency: p.currency,
    status: p.status === 'captured' ? 'captured' : p.status === 'failed' ? 'failed' : 'other',
  };
}

/** The parts of a Razorpay webhook event this service reads. */
export interface WebhookEvent {
  event: string;
  payload: {
    payment?: {
      entity: {
        id: string;
        amount: number | string;
        currency: string;
        status: string;
        notes?: Record<string, unknown>;
      };
    };
    payment_link?: { entity: { id: string } };
    refund?: { entity: { id: string; payment_id: string; status: string; amount: number } };
  };
}
