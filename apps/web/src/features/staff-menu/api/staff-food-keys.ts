/** The menu editor's own cached data (per caller, never shared with the storefront's). */
export const staffFoodKeys = {
  all: ['staff', 'foods'] as const,
  lists: () => [...staffFoodKeys.all, 'list'] as const,
  list: (params: Record<string, string>) => [...staffFoodKeys.lists(), params] as const,
  detail: (id: string) => [...staffFoodKeys.all, 'detail', id] as const,
};
