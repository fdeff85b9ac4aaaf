/** The customer's own addresses: one list, refreshed whenever one changes. */
export const addressKeys = {
  all: ['addresses'] as const,
};
