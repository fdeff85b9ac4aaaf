// The SDK's own signature check, without the SDK: loading all of it costs every start ~0.1 s of
// CPU, so only a configured messenger loads it (createTwilioMessenger).
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import { MessageNotSent, type Messenger, type SendFailure } from './messenger';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  smsFrom?: string;
  whatsappFrom?: string;
  /** https://api.twilio.com, or a stand-in in tests: the SDK's Api domain base URL. */
  apiUrl: string;
  /** Where Twilio posts each message's status callbacks (PUBLIC_URL + the status route). */
  statusCallbackUrl: string;
}

/** Below the queue's lease: a hung request never outlives its claim. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Twilio's error 21610, "Attempt to send to unsubscribed recipient": the number replied STOP
 * (https://www.twilio.com/docs/api/errors/21610). Treated as our own opt-out.
 */
export const TWILIO_UNSUBSCRIBED = 21610;

/**
 * What a failed call means for the queue: 429 and 5xx (and no answer at all) are worth another
 * try later (https://www.twilio.com/docs/usage/rest-api-best-practices, "retry with backoff");
 * 21610 is an opt-out; any other 4xx is a refusal of this message as it is (a bad number, an
 * unapproved template): retrying sends the same refusal.
 */
export function failureOf(err: unknown): SendFailure {
  const { status, code } = (err ?? {}) as { status?: unknown; code?: unknown };
  if (code === TWILIO_UNSUBSCRIBED) return 'opted_out';
  if (typeof status !== 'number') return 'retry';
  if (status === 429 || status >= 500) return 'retry';
  return 'permanent';
}

/**
 * X-Twilio-Signature checked the documented way, with the SDK's `validateRequest` (HMAC-SHA1 of
 * the URL Twilio called and the sorted POST fields, with the auth token:
 * https://www.twilio.com/docs/usage/webhooks/webhooks-security).
 */
export const twilioSignatureValid = (
  authToken: string,
  signature: string,
  url: string,
  fields: Record<string, string>,
) => validateRequest(authToken, signature, url, fields);

/**
 * The provider adapter (decision 0092): Twilio's official SDK, Programmable Messaging's Message
 * resource (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource).
 * WhatsApp goes as an approved Content template (ContentSid + ContentVariables,
 * https://www.twilio.com/docs/content/send-templates-created-with-the-content-template-builder);
 * SMS as its text, which must match the DLT content template registered for the sender in India
 * (decision 0092: the entity and template ids are registered with Twilio and kept in settings).
 * Each message carries a StatusCallback, so Twilio reports on its delivery
 * (https://www.twilio.com/docs/messaging/guides/track-outbound-message-status).
 */
export async function createTwilioMessenger(config: TwilioConfig): Promise<Messenger> {
  const { default: twilio } = await import('twilio');
  const client = twilio(config.accountSid, config.authToken, {
    autoRetry: false,
    timeout: REQUEST_TIMEOUT_MS,
  });
  // The SDK's documented way to address its Api domain; only tests change it.
  client.api.baseUrl = config.apiUrl;

  return {
    configured: true,
    destination: `Twilio (${new URL(config.apiUrl).host})`,
    async send(message) {
      const from = message.channel === 'whatsapp' ? config.whatsappFrom : config.smsFrom;
      if (!from) {
        throw new MessageNotSent(`No ${message.channel} sender is configured.`, 'permanent');
      }
      // A Messaging Service SID, not a DLT sender id that happens to start with MG.
      const sender = /^MG[0-9a-f]{32}$/.test(from) ? { messagingServiceSid: from } : { from };
      // Each message names its job in its callback URL: a report can then arrive before the
      // worker has recorded the message's SID, and still find it.
      const statusCallback = `${config.statusCallbackUrl}?job=${encodeURIComponent(message.jobId)}`;
      try {
        const sent =
          message.channel === 'whatsapp'
            ? await client.messages.create({
                ...sender,
                statusCallback,
                to: `whatsapp:${message.to}`,
                contentSid: message.template,
                contentVariables: JSON.stringify(message.variables),
              })
            : await client.messages.create({
                ...sender,
                statusCallback,
                to: message.to,
                body: message.text,
              });
        return { providerId: sent.sid };
      } catch (err) {
        const { code, message: why } = (err ?? {}) as { code?: unknown; message?: unknown };
        const text = `Twilio: ${typeof why === 'string' ? why : String(err)}${typeof code === 'number' ? ` (${code})` : ''}`;
        throw new MessageNotSent(text, failureOf(err));
      }
    },
  };
}
