/** The kitchen board's cache, apart from the customer's ['orders'] so neither refreshes the other. */
export const staffOrderKeys = {
  all: ['staff-orders'] as const,
  /** Today's board (the server decides "today" in the restaurant's time zone). */
  board: () => [...staffOrderKeys.all, 'board'] as const,
  /** One order's staff view (its refunds: decision 0080). */
  detail: (id: string) => [...staffOrderKeys.all, 'detail', id] as const,
  /** One order's WhatsApp and SMS messages to the customer (decision 0092). */
  messages: (id: string) => [...staffOrderKeys.all, 'messages', id] as const,
  /** The rider accounts with what each carries (decision 0083). */
  riders: () => [...staffOrderKeys.all, 'riders'] as const,
};
