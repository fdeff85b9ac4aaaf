import { z } from 'zod';
import {
  orderMessageStatuses,
  orderMessageTopics,
  orderUpdateChannels,
  type OrderMessageTopic,
} from './order-update-texts';

export const orderUpdateChannelSchema = z.enum(orderUpdateChannels);

/** A provider's template id: letters, digits and `_-.` (Twilio Content SIDs, DLT's numbers). */
const templateId = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_.-]*$/, 'Template ids are letters, digits, "_", "-" or "."');

const perTopic = z.strictObject(
  Object.fromEntries(orderMessageTopics.map((t) => [t, templateId.default('')])) as Record<
    OrderMessageTopic,
    z.ZodDefault<typeof templateId>
  >,
);

/** GET/PUT /staff/settings/order-messages: the provider's approved templates (decision 0092). */
export const orderMessageSettingsSchema = z
  .strictObject({
    /** India's DLT principal entity id (19 digits), required for SMS to Indian numbers. */
    dltEntityId: z
      .string()
      .trim()
      .regex(/^(\d{19})?$/, 'The DLT entity id is 19 digits')
      .meta({ example: '1101160000000000001' }),
    /** The DLT content template id of each SMS, as registered on the DLT portal. */
    smsDltTemplateIds: perTopic,
    /** The approved WhatsApp template (Twilio Content SID, HX…) of each message. */
    whatsappTemplates: perTopic,
  })
  .meta({ id: 'OrderMessageSettings' });
export type OrderMessageSettings = z.infer<typeof orderMessageSettingsSchema>;
export type OrderMessageSettingsInput = z.input<typeof orderMessageSettingsSchema>;

export const orderMessageSettingsResponseSchema = z.object({
  settings: orderMessageSettingsSchema,
  /** Whether a provider is configured; otherwise messages go to the local outbox. */
  providerConfigured: z.boolean(),
});

/** Twilio's incoming-message webhook (STOP and START replies), under /api/v1. */
export const TWILIO_INBOUND_PATH = '/messaging/twilio/inbound';

/** X-Twilio-Signature: base64 HMAC-SHA1 of the URL and the sorted form fields (Twilio's docs). */
export const twilioInboundHeadersSchema = z.object({
  'x-twilio-signature': z.string().max(200).meta({
    description:
      "Base64 HMAC-SHA1 of the full URL and the sorted POST fields with the account's auth token",
  }),
});

/** The fields of Twilio's incoming-message request that matter here (it sends more). */
export const twilioInboundBodySchema = z
  .looseObject({
    MessageSid: z.string().max(64),
    AccountSid: z.string().max(64),
    From: z.string().max(64).meta({ example: 'whatsapp:+919845055555' }),
    To: z.string().max(64),
    Body: z.string().max(1600).default(''),
    /** Set by Advanced Opt-Out: STOP, START or HELP. */
    OptOutType: z.string().max(16).optional(),
  })
  .meta({ id: 'TwilioInboundMessage' });

/** Twilio's status callbacks of the messages we send (delivery reports), under /api/v1. */
export const TWILIO_STATUS_PATH = '/messaging/twilio/status';

/** The message job a status callback is about: our id, in the StatusCallback URL we send. */
export const twilioStatusQuerySchema = z.object({ job: z.string().min(1).max(64) });

/**
 * The fields of Twilio's status callback that matter here (it sends more, and adds some without
 * notice: https://www.twilio.com/docs/messaging/guides/track-outbound-message-status).
 */
export const twilioStatusBodySchema = z
  .looseObject({
    MessageSid: z.string().max(64),
    AccountSid: z.string().max(64),
    MessageStatus: z.string().max(32).meta({ example: 'undelivered' }),
    /** With `failed` and `undelivered`: https://www.twilio.com/docs/api/errors. */
    ErrorCode: z
      .string()
      .regex(/^\d{1,6}$/)
      .optional()
      .meta({ example: '30003' }),
  })
  .meta({ id: 'TwilioMessageStatus' });

/** GET /staff/orders/{id}/messages: the customer's WhatsApp and SMS messages about it. */
export const staffOrderMessageSchema = z
  .object({
    channel: z.enum(['sms', 'whatsapp']),
    topic: z.enum(orderMessageTopics),
    status: z.enum(orderMessageStatuses),
    /** The provider's error code, when it gave one. */
    errorCode: z.number().int().nullable(),
    /** Why it failed, was not delivered or not sent, in words; null when nothing went wrong. */
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'StaffOrderMessage' });
export type StaffOrderMessage = z.infer<typeof staffOrderMessageSchema>;

export const staffOrderMessagesResponseSchema = z.object({
  messages: z.array(staffOrderMessageSchema),
});
export type StaffOrderMessagesResponse = z.infer<typeof staffOrderMessagesResponseSchema>;
