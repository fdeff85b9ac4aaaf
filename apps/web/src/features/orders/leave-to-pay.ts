/** The order's own page, without a provider's result: what Back from the provider comes to. */
export const orderPagePath = (orderId: string) =>
  `/order-confirmation?id=${encodeURIComponent(orderId)}`;

/**
 * Sends the browser to the provider's hosted page to pay (a whole-page visit: none of its
 * script runs in ours). The entry it leaves becomes the order's page first, so Back from the
 * provider comes to the order and what to do about it, not to a checkout whose cart went into
 * the order; it is replaced without rendering, and a page the browser brings back from its
 * back-forward cache is loaded again, so it shows that address and not the page as it was left.
 */
export function leaveToPay(orderId: string, redirectUrl: string): void {
  window.history.replaceState(window.history.state, '', orderPagePath(orderId));
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
  window.location.assign(redirectUrl);
}
