import { API_BASE_PATH, TWILIO_STATUS_PATH } from '@ninetonine/contract';
import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { Env } from '../../config/env';
import type { MessageChannel } from '../../db/schema/index';
import { outboxDirOf } from '../mail/mailer';
import { createOutboxMessenger } from './outbox-messenger';
import { createTwilioMessenger } from './twilio-messenger';

/** One templated message to one phone (decision 0092). */
export interface TemplateMessage {
  /** Our id of the message (its job): the provider's delivery reports name it. */
  jobId: string;
  /** E.164, e.g. +919845055555. */
  to: string;
  channel: MessageChannel;
  /**
   * WhatsApp: the approved template (Twilio Content SID). SMS: the DLT content template id the
   * text was registered under ('' outside India).
   */
  template: string;
  /** The template's numbered variables ("1", "2", …), as WhatsApp templates take them. */
  variables: Record<string, string>;
  /** The whole text: an SMS body (matching its DLT template), the outbox's copy of the rest. */
  text: string;
}

/** Why a send failed, as the queue acts on it. */
export type SendFailure = 'retry' | 'permanent' | 'opted_out';

/** Thrown by a messenger: `kind` says whether the queue retries, gives up or opts out. */
export class MessageNotSent extends Error {
  constructor(
    message: string,
    readonly kind: SendFailure,
  ) {
    super(message);
  }
}

/**
 * The messaging port: the queue sees only this; only the adapters know a provider (the payment
 * port's shape, decision 0078).
 */
export interface Messenger {
  /** Resolves with the provider's id of the accepted message; throws MessageNotSent. */
  send(message: TemplateMessage): Promise<{ providerId: string }>;
  /** Whether a provider is configured (else the local outbox). */
  readonly configured: boolean;
  /** Where messages go, for logs (never a secret). */
  readonly destination: string;
}

/** The outbox folder of messages: beside the mails, in their own folder. */
export const messageOutboxDirOf = (env: Pick<Env, 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>) =>
  path.join(outboxDirOf(env), 'messages');

/** Twilio when its account is set, otherwise the local outbox (what `npm start` does). */
export async function createMessenger(env: Env, log?: FastifyBaseLogger): Promise<Messenger> {
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN) {
    return createTwilioMessenger({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      smsFrom: env.TWILIO_SMS_FROM,
      whatsappFrom: env.TWILIO_WHATSAPP_FROM,
      apiUrl: env.TWILIO_API_URL,
      statusCallbackUrl: `${env.PUBLIC_URL}${API_BASE_PATH}${TWILIO_STATUS_PATH}`,
    });
  }
  return createOutboxMessenger({ dir: messageOutboxDirOf(env), log });
}
