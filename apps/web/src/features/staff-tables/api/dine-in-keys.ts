/** The staff side's dine-in cache (decision 0094): tables, tabs not closed, calls not seen. */
export const dineInKeys = {
  all: ['staff', 'dine-in'] as const,
  tables: () => [...dineInKeys.all, 'tables'] as const,
  tabs: () => [...dineInKeys.all, 'tabs'] as const,
  calls: () => [...dineInKeys.all, 'calls'] as const,
};
