import { twilioInboundBodySchema } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { badRequest } from '../../http-error';
import type { MessageJobsRepository } from './message-jobs.repository';
import { twilioSignatureValid } from './twilio-messenger';

/**
 * Twilio's default opt-out and opt-in keywords (Advanced Opt-Out, "Default keywords":
 * https://www.twilio.com/docs/messaging/tutorials/advanced-opt-out). Its `OptOutType` field says
 * the same when the service has Advanced Opt-Out on; the words cover one without it.
 */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
]);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);

/** What a reply asks for: opt out, opt back in, or nothing we act on. */
export function replyIntent(body: string, optOutType?: string): 'stop' | 'start' | null {
  const type = optOutType?.toUpperCase();
  if (type === 'STOP') return 'stop';
  if (type === 'START') return 'start';
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}

/**
 * A Twilio webhook's request, checked the one way every Twilio route checks it: X-Twilio-Signature
 * over PUBLIC_URL + the path (and query) it was posted to and the POST fields, with the auth
 * token (the adapter's `twilioSignatureValid`). Throws a 400 before anything is read.
 */
export function verifyTwilioRequest(
  keys: { authToken: string; publicUrl: string },
  path: string,
  signature: string | undefined,
  fields: Record<string, string>,
): void {
  const url = `${keys.publicUrl}${path}`;
  if (!signature || !twilioSignatureValid(keys.authToken, signature, url, fields)) {
    throw badRequest('The request signature does not match.');
  }
}

/** What a Twilio webhook's handler is built with: the jobs it records on and the keys it checks with. */
export interface TwilioWebhookDeps<Uses extends keyof MessageJobsRepository> {
  db: Database;
  jobs: Pick<MessageJobsRepository, Uses>;
  authToken: string;
  publicUrl: string;
}

/**
 * Incoming messages from Twilio (decision 0092): the signature checked first
 * (`verifyTwilioRequest`), then a STOP
 * marks the sender's number opted out and a START takes it back. Nothing else is read.
 */
export function createInboundMessages(deps: TwilioWebhookDeps<'optOut' | 'optIn'>) {
  return {
    async receive(
      path: string,
      signature: string | undefined,
      fields: Record<string, string>,
    ): Promise<'stop' | 'start' | null> {
      verifyTwilioRequest(deps, path, signature, fields);
      const parsed = twilioInboundBodySchema.safeParse(fields);
      if (!parsed.success) throw badRequest('This is not an incoming message.');
      const { From, Body, OptOutType } = parsed.data;
      const phone = From.replace(/^whatsapp:/, '');
      if (!/^\+[1-9]\d{6,14}$/.test(phone)) return null;
      const intent = replyIntent(Body, OptOutType);
      if (intent === 'stop') await deps.jobs.optOut(deps.db, phone, 'stop');
      if (intent === 'start') await deps.jobs.optIn(deps.db, phone);
      return intent;
    },
  };
}

export type InboundMessages = ReturnType<typeof createInboundMessages>;
