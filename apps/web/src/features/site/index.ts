/** What the site pages (app/routes/site) are composed of. */
export { InfoPage } from './components/info-page';
export { useOffers } from './api/get-offers';
export { useSendContact, type ContactResponse } from './api/post-contact';
