import {
  messageErrorText,
  type OrderMessageStatus,
  type StaffOrderMessage,
} from '@ninetonine/contract';
import type { MessageJobRow } from './message-jobs.repository';

/** Our queue's state until the provider reports, then its latest report. */
function statusOf(job: MessageJobRow): OrderMessageStatus {
  if (job.state !== 'sent') return job.state;
  return job.deliveryStatus ?? 'sent';
}

/** Why it did not go or arrive, in words (null: nothing went wrong, or not yet). */
function reasonOf(job: MessageJobRow, status: OrderMessageStatus): string | null {
  switch (status) {
    case 'opted_out':
      return 'The customer opted out (replied STOP).';
    case 'failed':
      // Refused before it left (our own words, or Twilio's answer), or reported failed later.
      return job.state === 'failed'
        ? (job.lastError ?? 'It could not be sent.')
        : messageErrorText(job.deliveryErrorCode);
    case 'undelivered':
      return messageErrorText(job.deliveryErrorCode);
    case 'pending':
      return job.lastError ? `Trying again: ${job.lastError}` : null;
    default:
      return null;
  }
}

/** One message about the order, as staff see it on the order (decision 0092). */
export function toStaffOrderMessage(job: MessageJobRow): StaffOrderMessage {
  const status = statusOf(job);
  return {
    channel: job.channel,
    topic: job.topic,
    status,
    errorCode: job.deliveryErrorCode,
    reason: reasonOf(job, status),
    createdAt: job.createdAt.toISOString(),
  };
}
