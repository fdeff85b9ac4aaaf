/** Offers and coupons for admins (GET/POST/PATCH /staff/offers), for /admin/offers. */
export { OfferManager } from './components/offer-manager';
