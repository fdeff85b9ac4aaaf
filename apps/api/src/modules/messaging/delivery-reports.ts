import { twilioStatusBodySchema, twilioStatusQuerySchema } from '@ninetonine/contract';
import { messageDeliveryStatuses, type MessageDeliveryStatus } from '../../db/schema/index';
import { badRequest } from '../../http-error';
import { verifyTwilioRequest, type TwilioWebhookDeps } from './inbound-messages';
import { TWILIO_UNSUBSCRIBED } from './twilio-messenger';

const kept = new Set<string>(messageDeliveryStatuses);

/**
 * Twilio's status callbacks (decision 0092): each message we send names its job in its
 * StatusCallback URL, and Twilio posts each change of the message's status there, signed
 * (https://www.twilio.com/docs/messaging/guides/track-outbound-message-status). The signature is
 * checked as the inbound webhook checks it; then queued, sent, delivered, undelivered, failed and
 * read are recorded on the job with the ErrorCode, never moving it back. Other statuses
 * (sending, accepted, …) are answered and ignored: Twilio adds them without notice.
 */
export function createDeliveryReports(deps: TwilioWebhookDeps<'recordDelivery' | 'optOut'>) {
  return {
    async receive(
      path: string,
      signature: string | undefined,
      fields: Record<string, string>,
      query: unknown,
    ): Promise<MessageDeliveryStatus | null> {
      verifyTwilioRequest(deps, path, signature, fields);
      const body = twilioStatusBodySchema.safeParse(fields);
      const about = twilioStatusQuerySchema.safeParse(query);
      if (!body.success || !about.success) throw badRequest('This is not a status callback.');
      const status = body.data.MessageStatus.toLowerCase();
      if (!kept.has(status)) return null;
      const reported = status as MessageDeliveryStatus;
      const failed = reported === 'undelivered' || reported === 'failed';
      const errorCode = failed && body.data.ErrorCode ? Number(body.data.ErrorCode) : null;
      const recorded = await deps.jobs.recordDelivery(deps.db, {
        jobId: about.data.job,
        providerId: body.data.MessageSid,
        status: reported,
        errorCode,
      });
      // A Messaging Service reports an unsubscribed number here rather than refusing the send.
      if (recorded && errorCode === TWILIO_UNSUBSCRIBED) {
        await deps.jobs.optOut(deps.db, recorded.phone, 'provider');
      }
      return recorded ? reported : null;
    },
  };
}

export type DeliveryReports = ReturnType<typeof createDeliveryReports>;
