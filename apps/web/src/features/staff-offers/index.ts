/** Offers and coupons for admins (GET/POST/PATCH /staff/offers), for /admin/offers. */
export { OfferManager } from './components/offer-manager';
export { staffOfferKeys } from './api/offer-keys';
export { staffOffersQuery, getStaffOffers } from './api/get-staff-offers';
export { useCreateOffer, postOffer } from './api/create-offer';
export { useUpdateOffer, patchOffer } from './api/update-offer';
