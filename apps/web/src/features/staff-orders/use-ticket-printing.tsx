import type { StaffOrder } from '@ninetonine/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrintQueue } from '@/components/print-sheet';
import { KitchenTicket } from './components/kitchen-ticket';
import { deviceSwitch } from './device-switch';

/** Off unless turned on on this device: only the tablet beside the printer should print. */
const stored = deviceSwitch('print-accepted', false);

/**
 * Kitchen tickets (decision 0067): `printTicket(order)` from a card, and, with "Print when
 * accepted" on for this device, a ticket for each order this board sees accepted (here or on
 * another tablet), once per order while the board is open.
 */
export function useTicketPrinting(
  orders: readonly StaffOrder[] | undefined,
  /** Orders whose move is on its way: shown moved, but not printed before the server agrees. */
  moving: readonly (string | undefined)[],
  /** Printed at each ticket's foot (decision 0082); '' while the settings have none. */
  fssaiLicence = '',
) {
  const queue = usePrintQueue();
  const { print } = queue;
  const [autoPrint, setAutoPrint] = useState(stored.read);
  const toggleAutoPrint = useCallback(() => {
    setAutoPrint((on) => {
      stored.write(!on);
      return !on;
    });
  }, []);
  const printTicket = useCallback(
    (order: StaffOrder) =>
      print(<KitchenTicket order={order} printedAt={new Date()} fssaiLicence={fssaiLicence} />),
    [print, fssaiLicence],
  );

  // The statuses last seen: an order is printed when it is seen to go from placed to accepted.
  const seen = useRef<Map<string, StaffOrder['status']> | null>(null);
  const printed = useRef(new Set<string>());
  useEffect(() => {
    if (!orders) return;
    const before = seen.current;
    seen.current = new Map(
      orders.map((o) => [
        o._id,
        moving.includes(o._id) ? (before?.get(o._id) ?? o.status) : o.status,
      ]),
    );
    if (!before || !autoPrint) return;
    for (const order of orders) {
      if (order.status !== 'accepted' || printed.current.has(order._id)) continue;
      if (moving.includes(order._id)) continue;
      if (before.get(order._id) !== 'placed') continue;
      printed.current.add(order._id);
      printTicket(order);
    }
  }, [orders, moving, autoPrint, printTicket]);

  return { printTicket, autoPrint, toggleAutoPrint, sheet: queue.sheet };
}
