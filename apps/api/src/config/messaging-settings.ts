import { z } from 'zod';

/**
 * Order updates by SMS and WhatsApp through Twilio (decision 0092), read by env.ts once, at boot.
 * None set: nothing is sent; every message is written to DATA_DIR/outbox/messages instead.
 */
export const messagingSettingsShape = {
  /** The account (AC + 32 hex) and its auth token: both or neither. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-f]{32}$/, 'TWILIO_ACCOUNT_SID is AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  /** Who SMS come from: a Messaging Service (MG…), a number (+E.164) or a DLT sender id. */
  TWILIO_SMS_FROM: z
    .string()
    .trim()
    .regex(
      /^(MG[0-9a-f]{32}|\+[1-9]\d{6,14}|[A-Za-z0-9]{3,11})$/,
      'TWILIO_SMS_FROM is a Messaging Service SID (MG…), a +number or a sender id',
    )
    .optional(),
  /** The WhatsApp sender: `whatsapp:+E.164` (a number approved for WhatsApp). */
  TWILIO_WHATSAPP_FROM: z
    .string()
    .trim()
    .regex(/^whatsapp:\+[1-9]\d{6,14}$/, 'TWILIO_WHATSAPP_FROM is whatsapp:+<number>')
    .optional(),
  /** Twilio's API origin; tests point it at the stand-in (apps/api/test/stand-ins/twilio). */
  TWILIO_API_URL: z
    .url({ protocol: /^https?$/, error: 'TWILIO_API_URL must be an http(s):// URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .default('https://api.twilio.com'),
};

type MessagingEnv = {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_SMS_FROM?: string;
  TWILIO_WHATSAPP_FROM?: string;
};

/** The account and token go together, and a configured account needs at least one sender. */
export function messagingRefusals(env: MessagingEnv): [string, string][] {
  const refusals: [string, string][] = [];
  if (Boolean(env.TWILIO_ACCOUNT_SID) !== Boolean(env.TWILIO_AUTH_TOKEN)) {
    refusals.push([
      env.TWILIO_ACCOUNT_SID ? 'TWILIO_AUTH_TOKEN' : 'TWILIO_ACCOUNT_SID',
      'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set together (or neither: the local outbox)',
    ]);
  }
  const senders = env.TWILIO_SMS_FROM || env.TWILIO_WHATSAPP_FROM;
  if (env.TWILIO_ACCOUNT_SID && !senders) {
    refusals.push([
      'TWILIO_SMS_FROM',
      'Twilio needs TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM (who the messages come from)',
    ]);
  }
  if (!env.TWILIO_ACCOUNT_SID && senders) {
    refusals.push([
      'TWILIO_ACCOUNT_SID',
      'A Twilio sender is set without TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN',
    ]);
  }
  return refusals;
}
