import { normalizePhone, orderMessageTopic } from '@ninetonine/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { OrderRecipient } from '../mail/mail-jobs.repository';
import type { StatusEntered } from '../order-mails/order-mails.module';
import type { OrdersRepository } from '../orders/orders.repository';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { createMessageJobsRepository, type MessageJobRow } from './message-jobs.repository';
import { createMessageWorker } from './message-worker';
import { MessageNotSent, type Messenger, type TemplateMessage } from './messenger';
import { messageVariables, orderMessageText } from './order-message-text';

/** India's numbers need DLT ids for every SMS (TRAI's rules): without them it is not sent. */
const needsDlt = (phone: string) => phone.startsWith('+91');

/**
 * Order updates by SMS and WhatsApp (issue 33, decision 0092): queued in the transaction that
 * moves the order, beside its mail, through the lifecycle's status hook (0077), and sent by a
 * worker on every instance through the messaging port.
 */
export function createOrderMessagesModule(deps: {
  db: Database;
  messenger: Messenger;
  orders: Pick<OrdersRepository, 'find'>;
  restaurant: RestaurantSettingsReader;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db } = deps;
  const jobs = createMessageJobsRepository();

  async function compose(job: MessageJobRow): Promise<TemplateMessage> {
    const order = await deps.orders.find(db, job.orderId);
    if (!order) throw new MessageNotSent('The order is gone.', 'permanent');
    const restaurant = await deps.restaurant.settingsOrDefaults(db);
    const facts = {
      restaurant: restaurant.name,
      number: order.number,
      link: `${deps.publicUrl}/order-confirmation?id=${encodeURIComponent(order.id)}`,
    };
    const templates = await jobs.settings(db);
    let template = '';
    if (job.channel === 'whatsapp') {
      template = templates?.whatsappTemplates[job.topic] ?? '';
      // Outside the 24-hour window WhatsApp takes only approved templates: no template, no send.
      if (!template && deps.messenger.configured) {
        throw new MessageNotSent(`No WhatsApp template is set for "${job.topic}".`, 'permanent');
      }
    } else {
      template = templates?.smsDltTemplateIds[job.topic] ?? '';
      const dltReady = Boolean(template && templates?.dltEntityId);
      if (needsDlt(job.phone) && !dltReady && deps.messenger.configured) {
        throw new MessageNotSent(
          `No DLT entity or template id is set for "${job.topic}".`,
          'permanent',
        );
      }
    }
    return {
      jobId: job.id,
      to: job.phone,
      channel: job.channel,
      template,
      variables: messageVariables(facts),
      text: orderMessageText(job.topic, facts),
    };
  }

  const worker = createMessageWorker({
    db,
    jobs,
    messenger: deps.messenger,
    compose,
    log: deps.log,
    now: deps.now,
  });

  /**
   * In the transaction that records the status: queued if and only if it commits, when the
   * order asked for updates and the status is one a customer cares about.
   */
  async function statusEntered(
    tx: Executor,
    entry: StatusEntered,
    recipient: Pick<OrderRecipient, 'channel' | 'phone' | 'fulfilment'> | null,
  ): Promise<void> {
    if (!recipient || recipient.channel === 'none' || !recipient.phone) return;
    const topic = orderMessageTopic(entry.status, recipient.fulfilment);
    if (!topic) return;
    const { country } = await deps.restaurant.settingsOrDefaults(tx);
    const phone = normalizePhone(recipient.phone, country);
    if (!phone) return;
    await jobs.enqueue(tx, {
      orderId: entry.orderId,
      status: entry.status,
      topic,
      channel: recipient.channel,
      phone,
      runAt: entry.at,
    });
  }

  return { jobs, worker, statusEntered, committed: () => worker.wake() };
}
