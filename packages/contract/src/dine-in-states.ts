/** Dine-in by QR code (decision 0094): a tab's states, how it is paid, calls, and every refusal. */
/** open → (bill_asked) → paid → closed; rounds only while open or bill asked. */
export const tabStatuses = ['open', 'bill_asked', 'paid', 'closed'] as const;
export type TabStatus = (typeof tabStatuses)[number];
export const tabStatusLabels: Record<TabStatus, string> = {
  open: 'Open',
  bill_asked: 'Bill asked',
  paid: 'Paid',
  closed: 'Closed',
};
/** A tab takes new rounds in these states only. */
export const tabTakesRounds = (status: TabStatus) => status === 'open' || status === 'bill_asked';

/** How staff took a tab's money; `online` is the guest paying through the payment provider. */
export const tabStaffPaymentMethods = ['cash', 'card', 'upi'] as const;
export const tabPaymentMethods = [...tabStaffPaymentMethods, 'online'] as const;
export type TabPaymentMethod = (typeof tabPaymentMethods)[number];
export const tabPaymentMethodLabels: Record<TabPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
  online: 'Online',
};

export const tableCallKinds = ['staff', 'bill'] as const;
export type TableCallKind = (typeof tableCallKinds)[number];
export const tableCallLabels: Record<TableCallKind, string> = {
  staff: 'Calls staff',
  bill: 'Asks for the bill',
};

/** Every refusal's message (4xx `{ message }`); nothing is changed by a refused call. */
export const dineInTexts = {
  /** 404: a token never issued, regenerated or of a removed table. */
  unknownTable: 'This QR code is no longer valid. Please ask the staff for the table’s new code.',
  /** 401: no guest cookie, or one that is not valid. */
  notJoined: 'Please give your name to order at this table.',
  /** 403: the cookie's tab belongs to another table than this QR's. */
  otherTable: 'This tab belongs to another table. Scan the QR code on your own table.',
  /** 409: a closed tab takes no rounds or calls. */
  tabClosed: 'This tab is closed. Scan the table’s QR code again to start a new one.',
  /** 409: a paid tab takes no more rounds (nor a bill request, nor a payment). */
  tabPaid: 'This tab is already paid, so it takes no more orders. Please ask the staff.',
  /** 409: asked to pay with nothing due. */
  nothingToPay: 'There is nothing to pay on this tab yet.',
  /** 409: the guest's online payment with no provider configured. */
  onlineUnavailable:
    'Online payment is not available right now. Please ask the staff to take the payment.',
  /** 409: close before the money is in. */
  closeUnpaid: 'Mark the tab paid before closing it.',
  /** 409: move to a table that has a tab of its own. */
  tableBusy: 'That table already has an open tab. Merge the tabs instead.',
  /** 409: move to the same table. */
  sameTable: 'The tab is already at that table.',
  /** 409: merge a tab into itself. */
  mergeSelf: 'A tab cannot be merged into itself.',
  /** 409: merge or move a tab that is paid or closed. */
  notOpen: 'Only open tabs can be moved or merged.',
  /** 409: two tables with one name. */
  nameTaken: 'Another table already has this name.',
  /** 409: remove a table whose tab is not closed. */
  tableHasTab: 'This table has an open tab. Close it before removing the table.',
  /** 404s on the staff side. */
  tableNotFound: 'This table does not exist (it may have been removed).',
  tabNotFound: 'This tab does not exist.',
  callNotFound: 'This call does not exist.',
  /** 400: a round with a dish that is not available or a size it is not sold in. */
  dishUnavailable: (name: string) => `${name} is not available right now. Remove it and try again.`,
  /** 409: the restaurant is closed or paused (the checkout's own words otherwise). */
  notTakingOrders: 'The kitchen is not taking orders right now. Please ask the staff.',
} as const;

/**
 * A tab's payment it did not keep, refunded by itself (decision 0100): what the guest's return
 * and tab, and the staff's tab, say. `amount` already formatted in the restaurant's way.
 */
export const tabRefundTexts = {
  heading: 'Refunds',
  statuses: { pending: 'Being refunded', refunded: 'Refunded', failed: 'Refund refused' },
  /** Why the tab did not keep it (staff). */
  reasons: {
    not_payable: 'Paid after the tab was paid or closed',
    wrong_amount: 'Another amount than the tab asked',
    more_than_owed: 'More than the tab owed',
    outside: 'Refunded in the provider’s dashboard',
  } as Record<string, string>,
  /** Staff: a refusal in the provider's own words, and what to do. */
  refused: (words: string) =>
    `The provider refused it: “${words}”. Give the money back another way (cash) or from the provider’s dashboard.`,
  /** The guest back from the provider's page with a payment the tab did not need. */
  notice: {
    pending: (amount: string) =>
      `This payment was not needed: we are refunding ${amount} to you, usually within 5–7 working days.`,
    refunded: (amount: string) =>
      `This payment was not needed: we refunded ${amount} to you. Banks can take a few working days to show it.`,
    failed: (amount: string) =>
      `This payment was not needed, and its refund of ${amount} did not go through. Please ask the staff: they will give it back.`,
  },
} as const;
