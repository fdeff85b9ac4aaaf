export const checkoutPages = {
  checkout: () => import('./pages/checkout-page'),
  orderConfirmation: () => import('./pages/order-confirmation-page'),
};
