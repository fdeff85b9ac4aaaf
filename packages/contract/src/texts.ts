/**
 * docs/storefront-contract.md#fallback-messages: client fallbacks used when the server gives no
 * message.
 */
export const fallbackMessages = {
  login: 'Login failed',
  profile: 'Profile fetch failed',
  logout: 'Logout failed',
  fetchFoods: 'Failed to fetch foods',
  fetchFoodDetails: 'Failed to fetch food details',
  createFood: 'Failed to create food',
  updateFood: 'Failed to update food',
  deleteFood: 'Failed to delete food',
  fetchFoodsByCategory: 'Failed to fetch foods by category',
  fetchOrders: 'Failed to fetch orders',
  placeOrder: 'Failed to place order',
  cancelOrder: 'Failed to cancel order',
} as const;

/** Texts of screens fixed word for word (docs/storefront-contract.md#screen-texts). */
export const screenTexts = {
  loading: 'Cooking 9 to 9 feast...',
  errorTitle: 'Oops! Something went wrong.',
  errorBody: "Looks like our kitchen had a little fire. Don't worry, we're fixing it!",
  errorLink: 'Go Back Home',
} as const;
