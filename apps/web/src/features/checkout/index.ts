/**
 * Checkout's own state and components arrive with the checkout itself; its pages live in
 * app/routes/checkout and will combine the cart, addresses, orders and auth features there.
 */
export {};
