/**
 * The order state machine, shared so the server enforces exactly what the storefront and the
 * kitchen board offer (docs/decisions/0017). Pure data and functions: no I/O.
 */
export const fulfilmentMethods = ['delivery', 'pickup', 'dine_in'] as const;
export type FulfilmentMethod = (typeof fulfilmentMethods)[number];
/**
 * What checkout offers: a dine-in order is a round of a table's tab (decision 0094), placed only
 * through the table's QR code, never through POST /orders.
 */
export const checkoutFulfilmentMethods = ['delivery', 'pickup'] as const;
export type CheckoutFulfilmentMethod = (typeof checkoutFulfilmentMethods)[number];

/** How staff screens and the export name each way of getting the food. */
export const fulfilmentLabels: Record<FulfilmentMethod, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  dine_in: 'Dine-in',
};

export const orderStatuses = [
  // An online order's first state: not on the kitchen board, nor in takings, until it is paid.
  'awaiting_payment',
  'placed',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'picked_up',
  // A dine-in round brought to the table (decision 0094).
  'served',
  'cancelled',
  'rejected',
  // Final: an online order not paid in time (its coupon use given back).
  'expired',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Who asks for a change: the customer who owns the order, the restaurant's staff, the rider
 * carrying it (only their own: the riders module checks), or the system (a verified payment,
 * an expiry).
 */
export type OrderActor = 'customer' | 'staff' | 'rider' | 'system';

interface Transition {
  to: OrderStatus;
  by: OrderActor;
  /** Only for orders fulfilled this way; both when absent. */
  only?: FulfilmentMethod;
}

const TRANSITIONS: Record<OrderStatus, readonly Transition[]> = {
  awaiting_payment: [
    { to: 'placed', by: 'system' },
    { to: 'expired', by: 'system' },
    { to: 'cancelled', by: 'customer' },
  ],
  placed: [
    { to: 'accepted', by: 'staff' },
    // Auto-accept (decision 0081): the restaurant's setting, applied by the order lifecycle.
    { to: 'accepted', by: 'system' },
    { to: 'rejected', by: 'staff' },
    // Customers may cancel only until the kitchen accepts.
    { to: 'cancelled', by: 'customer' },
  ],
  accepted: [
    { to: 'preparing', by: 'staff' },
    { to: 'rejected', by: 'staff' },
  ],
  preparing: [{ to: 'ready', by: 'staff' }],
  ready: [
    { to: 'out_for_delivery', by: 'staff', only: 'delivery' },
    // The assigned rider's "Picked up" (decision 0083).
    { to: 'out_for_delivery', by: 'rider', only: 'delivery' },
    { to: 'picked_up', by: 'staff', only: 'pickup' },
    { to: 'served', by: 'staff', only: 'dine_in' },
  ],
  out_for_delivery: [
    { to: 'delivered', by: 'staff', only: 'delivery' },
    { to: 'delivered', by: 'rider', only: 'delivery' },
  ],
  delivered: [],
  picked_up: [],
  served: [],
  cancelled: [],
  rejected: [],
  expired: [],
};

export const orderStatusLabels: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  placed: 'Placed',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  picked_up: 'Picked up',
  served: 'Served',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  expired: 'Expired',
};

export const isFinalStatus = (status: OrderStatus) => TRANSITIONS[status].length === 0;

/** The statuses `actor` may move an order to from `from`. */
export function allowedTransitions(
  from: OrderStatus,
  fulfilment: FulfilmentMethod,
  actor: OrderActor,
): OrderStatus[] {
  return TRANSITIONS[from]
    .filter((t) => t.by === actor && (!t.only || t.only === fulfilment))
    .map((t) => t.to);
}

/** Why a change is refused, in words a customer or cook can act on; null when it is allowed. */
export function transitionRefusal(
  from: OrderStatus,
  to: OrderStatus,
  fulfilment: FulfilmentMethod,
  actor: OrderActor,
): string | null {
  if (allowedTransitions(from, fulfilment, actor).includes(to)) return null;
  if (to === 'cancelled' && actor === 'customer') {
    return from === 'cancelled'
      ? 'This order is already cancelled.'
      : 'The kitchen has already accepted this order, so it can no longer be cancelled. Please call us.';
  }
  if (isFinalStatus(from)) {
    return `This order is already ${orderStatusLabels[from].toLowerCase()}.`;
  }
  return `An order that is ${orderStatusLabels[from].toLowerCase()} cannot become ${orderStatusLabels[to].toLowerCase()}.`;
}

/** The kitchen board's one-tap move: the next step forward (never cancel or reject). */
export function nextKitchenStatus(
  from: OrderStatus,
  fulfilment: FulfilmentMethod,
): OrderStatus | null {
  return allowedTransitions(from, fulfilment, 'staff').find((s) => s !== 'rejected') ?? null;
}

/**
 * The kitchen's undo (decision 0052): a step just made can be taken back, to the status the order
 * was in before it, for UNDO_WINDOW_MS. Rejections and customer cancels are never undone (the
 * customer has been told, a coupon use given back).
 */
const UNDO_STEPS: Partial<Record<OrderStatus, OrderStatus>> = {
  accepted: 'placed',
  preparing: 'accepted',
  ready: 'preparing',
  out_for_delivery: 'ready',
  delivered: 'out_for_delivery',
  picked_up: 'ready',
  served: 'ready',
};
/** How long after a step the kitchen may still take it back (the board offers it for less). */
export const UNDO_WINDOW_MS = 2 * 60_000;
/** How long the board offers "Undo" after a step. */
export const UNDO_OFFER_MS = 10_000;

/** The status an undo of `from` returns to, if the kitchen's step into `from` can be undone. */
export const undoTarget = (from: OrderStatus): OrderStatus | null => UNDO_STEPS[from] ?? null;

/**
 * Whether a backward move is a legal undo: `to` is the status before the order's last step, the
 * step was a kitchen one into `from`, made less than UNDO_WINDOW_MS ago. The refusal, or null.
 */
export function undoRefusal(
  step: { from: OrderStatus; to: OrderStatus; previous: OrderStatus | undefined; stepAt: Date },
  now: Date,
): string | null {
  if (undoTarget(step.from) !== step.to || step.previous !== step.to) {
    return `An order that is ${orderStatusLabels[step.from].toLowerCase()} cannot go back to ${orderStatusLabels[step.to].toLowerCase()}.`;
  }
  if (now.getTime() - step.stepAt.getTime() > UNDO_WINDOW_MS) {
    return `It is too late to undo: the order has been ${orderStatusLabels[step.from].toLowerCase()} for more than ${UNDO_WINDOW_MS / 60_000} minutes.`;
  }
  return null;
}

/** Steps the kitchen may not take before a scheduled order's own day (decision 0052). */
const SAME_DAY_ONLY: ReadonlySet<OrderStatus> = new Set([
  'ready',
  'out_for_delivery',
  'delivered',
  'picked_up',
  'served',
]);
export const needsSlotDay = (to: OrderStatus) => SAME_DAY_ONLY.has(to);

export const customerCanCancel = (status: OrderStatus) =>
  allowedTransitions(status, 'delivery', 'customer').includes('cancelled');
