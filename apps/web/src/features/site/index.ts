/** What the site pages (app/routes/site) are composed of. */
export { InfoPage } from './components/info-page';
export { CopyCodeButton } from './components/copy-code-button';
export { useOffers } from './api/get-offers';
export { offerBenefit, offerConditions } from './offer-terms';
export { useSendContact } from './api/post-contact';
