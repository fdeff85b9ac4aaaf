/**
 * The storefront's query keys that more than one feature uses: the storefront reads with them,
 * and staff pages (app/routes/admin) mark them stale after a change. Kept here so no page or
 * feature reaches into another feature's keys.
 */

/**
 * Every cached piece of food data, by key. Nested under ['foods'] so a change can refresh
 * exactly what it touches: one dish, every all-foods list, every category list, or all of it.
 */
export const foodKeys = {
  all: ['foods'] as const,
  /** GET /foods/getAllFood: the menu, search results and the showcases (home, specials). */
  lists: () => [...foodKeys.all, 'list'] as const,
  list: (params: Record<string, string>) => [...foodKeys.lists(), params] as const,
  /** GET /foods/getFoodByCategory/category */
  categoryLists: () => [...foodKeys.all, 'category'] as const,
  categoryList: (category: string) => [...foodKeys.categoryLists(), category] as const,
  /** GET /foods/getFood/:id */
  details: () => [...foodKeys.all, 'detail'] as const,
  detail: (id: string) => [...foodKeys.details(), id] as const,
  /** GET /foods/suggestions: dish names and pictures, so they follow the foods. */
  suggestions: (term: string) => [...foodKeys.all, 'suggestions', term] as const,
};

/** The kitchen's sections (GET /categories); their dish counts follow the foods. */
export const categoryKeys = {
  all: ['categories'] as const,
};

/** GET /offers: the storefront's offers page. */
export const offerKeys = { all: ['offers'] as const };

/** GET /restaurant: the kitchen's settings, opening state and fees. */
export const restaurantKeys = {
  all: ['restaurant'] as const,
  /** Under `all`: a settings save that refreshes the settings refreshes the policies too. */
  policies: ['restaurant', 'policies'] as const,
};
