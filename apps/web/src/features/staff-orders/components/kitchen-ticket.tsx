import type { StaffOrder } from '@ninetonine/contract';
import { moneyStateLabel, restaurantDay } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { dueAt } from '../board-model';
import styles from './kitchen-ticket.module.css';

/** The options a line was ordered with, one group a row, without their prices. */
function TicketOptions({ options }: { options: StaffOrder['lines'][number]['options'] }) {
  if (!options?.length) return null;
  const groups = new Map<string, string[]>();
  for (const o of options) groups.set(o.group, [...(groups.get(o.group) ?? []), o.name]);
  return (
    <ul className={styles.options}>
      {[...groups].map(([group, names]) => (
        <li key={group}>
          {group}: {names.join(', ')}
        </li>
      ))}
    </ul>
  );
}

/**
 * Paid or not, in one line the rider or the counter reads before handing the food over: what to
 * collect when the money is due on handover (issue 34, item 16).
 */
function TicketMoney({ order }: { order: StaffOrder }) {
  const format = useRestaurantFormat();
  // A round's money is its tab's, paid at the end (decision 0094).
  if (order.paymentMethod === 'pay_at_table') {
    return <p className={styles.money}>ON THE TABLE’S TAB</p>;
  }
  if (order.payment.status !== 'due_on_handover') {
    return (
      <p className={styles.money}>
        {moneyStateLabel(order.payment.status, order.status).toUpperCase()}
      </p>
    );
  }
  const how = order.paymentMethod === 'cash_on_delivery' ? 'cash' : 'at pickup';
  return (
    <p className={styles.money}>
      NOT PAID · Collect {format.price(order.total)} {how}
    </p>
  );
}

/**
 * The rider's part of a cash delivery's ticket (decision 0090): the ticket goes out with the bag,
 * so its foot is the rider's copy, with a UPI QR for exactly the cash to collect.
 */
function TicketUpi({ upi, number }: { upi: NonNullable<StaffOrder['upi']>; number: string }) {
  const format = useRestaurantFormat();
  return (
    <figure className={styles.upi} data-testid="ticket-upi">
      <figcaption>RIDER: or scan to pay {format.price(upi.amount)} by UPI</figcaption>
      <img
        src={upi.qrCode}
        alt={`UPI QR code to pay ${format.price(upi.amount)} for order ${number}`}
      />
    </figure>
  );
}

/**
 * An order as the kitchen prints it (and, decision 0082, each dish's FSSAI veg / non-veg mark in
 * words a black-only printer keeps, and the FSSAI licence number at the foot) on 80 mm paper (decision 0067): its number large, when it is
 * due, pickup or delivery (and where to), what to cook with sizes, options and quantities, the
 * notes, and whether it is paid (what to collect if not). No line prices: the ticket goes on the
 * pass, not to the customer. Times in the restaurant's zone.
 */
export function KitchenTicket({
  order,
  printedAt,
  fssaiLicence = '',
}: {
  order: StaffOrder;
  printedAt: Date;
  /** The restaurant's FSSAI licence number, printed at the foot ('' while not given). */
  fssaiLicence?: string;
}) {
  const format = useRestaurantFormat();
  const due = new Date(dueAt(order));
  const { timeZone } = format.settings;
  const dueLabel =
    restaurantDay(due, timeZone) === restaurantDay(printedAt, timeZone)
      ? format.clock(due)
      : format.dateTime(due);
  const address = order.fulfilment === 'delivery' ? order.address : null;
  const phone = order.address?.phone || order.customer.phone;
  return (
    <article className={styles.ticket} data-testid="kitchen-ticket" data-order={order.number}>
      <p className={styles.number}>{order.number}</p>
      <p className={styles.method}>
        {order.table
          ? `TABLE ${order.table.name.toUpperCase()}`
          : order.fulfilment === 'delivery'
            ? 'DELIVERY'
            : 'PICKUP'}
      </p>
      <p className={styles.due}>
        {order.scheduledFor ? 'Booked for' : 'Due'} {dueLabel}
      </p>
      <p className={styles.small}>Placed {format.dateTime(order.createdAt)}</p>
      <ul className={styles.lines}>
        {order.lines.map((line, i) => (
          <li key={`${line.foodId}-${line.size}-${i}`}>
            {line.veg && (
              <span className={styles.vegMark}>{line.veg === 'veg' ? '● VEG' : '▲ NON-VEG'}</span>
            )}
            <span className={styles.quantity}>{line.quantity} ×</span> {line.name}
            {line.size && ` (${line.size})`}
            <TicketOptions options={line.options} />
          </li>
        ))}
      </ul>
      {order.note && <p className={styles.note}>Note: {order.note}</p>}
      {order.contactless && <p className={styles.money}>LEAVE AT THE DOOR (contactless)</p>}
      <TicketMoney order={order} />
      {order.tip ? (
        <p className={styles.note}>Rider tip: {format.price(order.tip)} (in the total)</p>
      ) : null}
      <div className={styles.customer}>
        <p>
          {order.address?.name || order.customer.name}
          {phone && ` · ${phone}`}
        </p>
        {address && (
          <>
            <p>
              {[address.line1, address.line2, address.city, address.postalCode]
                .filter(Boolean)
                .join(', ')}
            </p>
            {address.notes && <p className={styles.note}>Address note: {address.notes}</p>}
          </>
        )}
      </div>
      {order.upi && <TicketUpi upi={order.upi} number={order.number} />}
      {fssaiLicence && <p className={styles.small}>FSSAI Lic. No. {fssaiLicence}</p>}
    </article>
  );
}
