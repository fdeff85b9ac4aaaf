import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { TWILIO_ERRORS, twilioError, type TwilioError } from './errors';
import { listenLocally } from '../local-listener';

export { TWILIO_ERRORS, type TwilioError } from './errors';

export interface TwilioStandInOptions {
  accountSid: string;
  authToken: string;
}

/** A Message resource as the API returns it (the fields of the docs' example). */
export interface TwilioMessage {
  sid: string;
  account_sid: string;
  api_version: '2010-04-01';
  body: string;
  date_created: string;
  date_updated: string;
  date_sent: null;
  direction: 'outbound-api';
  error_code: null;
  error_message: null;
  from: string | null;
  messaging_service_sid: string | null;
  num_media: '0';
  num_segments: '1';
  price: null;
  price_unit: 'USD';
  status: 'queued' | 'accepted';
  to: string;
  uri: string;
  subresource_uris: { media: string };
  /** Not in the resource: what the request carried, for tests to read. */
  request: Record<string, string>;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/** A request the stand-in signed, as Twilio would post it to the app's webhook at `url`. */
export interface SignedPost {
  url: string;
  headers: { 'content-type': string; 'x-twilio-signature': string };
  body: string;
}

/** How a message ends, as its status callbacks tell it (`errorCode` with undelivered/failed). */
export type MessageOutcome =
  { status: 'delivered' | 'read' } | { status: 'undelivered' | 'failed'; errorCode: number };
const hex = (n: number) => randomBytes(n).toString('hex');

/**
 * X-Twilio-Signature as Twilio computes it (https://www.twilio.com/docs/usage/webhooks/webhooks-security):
 * the full URL, then each POST field's name and value sorted by name, HMAC-SHA1 with the auth
 * token, base64. Written here from the docs, not with the SDK, so the app's check is tested.
 */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>) {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, key) => text + key + fields[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * A stand-in for Twilio's Programmable Messaging API on a real port, for the API and browser
 * tests (issue 33), written from Twilio's documentation:
 * - POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From or
 *   MessagingServiceSid, Body or ContentSid + ContentVariables, HTTP Basic auth with the account
 *   SID and auth token; 201 with the Message resource, status `queued`
 *   (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource);
 * - errors as `{ code, message, more_info, status }` (20003, 21211, 21602-21604, 21610, 21656, 21910,
 *   20429, 20500: https://www.twilio.com/docs/api/errors);
 * - a number that replied STOP gets 21610 until it replies START (Advanced Opt-Out,
 *   https://www.twilio.com/docs/messaging/tutorials/advanced-opt-out);
 * - incoming messages are posted form-encoded, signed with X-Twilio-Signature (`reply`);
 * - a message created with a StatusCallback gets its status callbacks (`statusCallbacks`,
 *   `report`) as https://www.twilio.com/docs/messaging/guides/track-outbound-message-status
 *   documents them: form posts to that URL, signed the same way, with MessageSid, MessageStatus,
 *   SmsSid, SmsStatus, AccountSid, From, To, ApiVersion, ErrorCode with `undelivered` and
 *   `failed` (30003 unreachable, 30005 unknown number, 30006 landline, …), and WhatsApp's
 *   Channel* fields; none for the initial status (`queued`, or `accepted` with a Messaging
 *   Service, whose `queued` does get one: https://www.twilio.com/docs/messaging/guides/outbound-message-status-in-status-callbacks).
 */
export async function startTwilioStandIn(options: TwilioStandInOptions) {
  const messages: TwilioMessage[] = [];
  const failures: TwilioError[] = [];
  const unsubscribed = new Set<string>();
  const messagesPath = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`;
  const basic = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  function create(form: Record<string, string>): { status: number; body: unknown } {
    const {
      To: to,
      From: from,
      MessagingServiceSid: service,
      Body: body,
      ContentSid: content,
    } = form;
    if (!to) return { status: 400, body: TWILIO_ERRORS.toRequired };
    if (!from && !service) return { status: 400, body: TWILIO_ERRORS.fromRequired };
    const whatsapp = to.startsWith('whatsapp:');
    const number = to.replace(/^whatsapp:/, '');
    if (!E164.test(number)) return { status: 400, body: TWILIO_ERRORS.invalidTo(to) };
    if (whatsapp !== Boolean(from?.startsWith('whatsapp:')) && !service) {
      return { status: 400, body: TWILIO_ERRORS.channelPair };
    }
    if (!body && !content) return { status: 400, body: TWILIO_ERRORS.bodyRequired };
    if (content && form.ContentVariables !== undefined) {
      try {
        JSON.parse(form.ContentVariables);
      } catch {
        return { status: 400, body: TWILIO_ERRORS.contentVariables };
      }
    }
    if (unsubscribed.has(number)) return { status: 400, body: TWILIO_ERRORS.unsubscribed };
    const sid = `SM${hex(16)}`;
    const now = new Date().toUTCString().replace('GMT', '+0000');
    const message: TwilioMessage = {
      sid,
      account_sid: options.accountSid,
      api_version: '2010-04-01',
      body: body ?? '',
      date_created: now,
      date_updated: now,
      date_sent: null,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: from ?? null,
      messaging_service_sid: service ?? null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      status: service ? 'accepted' : 'queued',
      to,
      uri: `/2010-04-01/Accounts/${options.accountSid}/Messages/${sid}.json`,
      subresource_uris: {
        media: `/2010-04-01/Accounts/${options.accountSid}/Messages/${sid}/Media.json`,
      },
      request: form,
    };
    messages.push(message);
    return { status: 201, body: message };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    if (req.headers.authorization !== basic) return send(res, 401, TWILIO_ERRORS.authenticate);
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method !== 'POST' || path !== messagesPath) {
      return send(res, 404, twilioError(404, 20404, 'The requested resource was not found'));
    }
    const failure = failures.shift();
    if (failure) return send(res, failure.status, failure);
    const answer = create(Object.fromEntries(new URLSearchParams(text)));
    return send(res, answer.status, answer.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, TWILIO_ERRORS.internal));
  });
  const { url, close } = await listenLocally(server);

  const signed = (target: string, fields: Record<string, string>): SignedPost => ({
    url: target,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(options.authToken, target, fields),
    },
    body: new URLSearchParams(fields).toString(),
  });

  /** The status callbacks Twilio posts as `message` moves on to `outcome`, in that order. */
  function statusCallbacks(message: TwilioMessage, outcome: MessageOutcome): SignedPost[] {
    const target = message.request.StatusCallback;
    if (!target) throw new Error(`${message.sid} was sent without a StatusCallback`);
    const steps: string[] =
      outcome.status === 'failed'
        ? ['failed']
        : outcome.status === 'read'
          ? ['sent', 'delivered', 'read']
          : ['sent', outcome.status];
    if (message.messaging_service_sid) steps.unshift('queued');
    const whatsapp = message.to.startsWith('whatsapp:');
    return steps.map((status) =>
      signed(target, {
        ...(whatsapp && {
          ChannelInstallSid: `XE${hex(16)}`,
          ChannelPrefix: 'whatsapp',
          ChannelToAddress: message.to.replace(/^whatsapp:/, ''),
          StructuredMessage: 'false',
        }),
        ...((status === 'undelivered' || status === 'failed') &&
          'errorCode' in outcome && { ErrorCode: String(outcome.errorCode) }),
        SmsSid: message.sid,
        SmsStatus: status,
        MessageStatus: status,
        To: message.to,
        MessageSid: message.sid,
        AccountSid: options.accountSid,
        From: message.from ?? '',
        ApiVersion: '2010-04-01',
      }),
    );
  }

  /**
   * Posts the callbacks to their URL one after another, as Twilio does; `via` is the origin
   * the app answers on when PUBLIC_URL (which Twilio signs) is not it, as behind a proxy.
   */
  async function report(message: TwilioMessage, outcome: MessageOutcome, via?: string) {
    for (const post of statusCallbacks(message, outcome)) {
      const target = new URL(post.url);
      const reached = via ? new URL(`${target.pathname}${target.search}`, via) : target;
      const res = await fetch(reached, { method: 'POST', headers: post.headers, body: post.body });
      if (!res.ok) throw new Error(`status callback: ${res.status} ${await res.text()}`);
    }
  }

  return {
    url,
    close,
    control: {
      messages,
      /** The messages sent to `number` (E.164), on either channel. */
      to: (number: string) => messages.filter((m) => m.to.replace(/^whatsapp:/, '') === number),
      statusCallbacks,
      report,
      /** The next create fails with this documented error (429, 5xx, …). */
      failNext: (e: TwilioError) => failures.push(e),
      /**
       * The customer replies from `number`: Twilio records STOP/START itself (Advanced Opt-Out)
       * and posts the incoming message to the webhook at `webhookUrl`, signed; the test
       * delivers the returned request.
       */
      reply(webhookUrl: string, number: string, body: string, channel: 'sms' | 'whatsapp') {
        const word = body.trim().toUpperCase();
        const optOutType = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'].includes(
          word,
        )
          ? 'STOP'
          : ['START', 'YES', 'UNSTOP'].includes(word)
            ? 'START'
            : undefined;
        if (optOutType === 'STOP') unsubscribed.add(number);
        if (optOutType === 'START') unsubscribed.delete(number);
        const prefix = channel === 'whatsapp' ? 'whatsapp:' : '';
        const fields: Record<string, string> = {
          ToCountry: 'IN',
          SmsMessageSid: `SM${hex(16)}`,
          NumMedia: '0',
          SmsSid: `SM${hex(16)}`,
          SmsStatus: 'received',
          Body: body,
          To: `${prefix}+15005550006`,
          NumSegments: '1',
          MessageSid: `SM${hex(16)}`,
          AccountSid: options.accountSid,
          From: `${prefix}${number}`,
          ApiVersion: '2010-04-01',
          ...(optOutType && { OptOutType: optOutType }),
        };
        return signed(webhookUrl, fields);
      },
    },
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
