export const sitePages = {
  help: () => import('./pages/help-page'),
  terms: () => import('./pages/terms-page'),
  contact: () => import('./pages/contact-page'),
  about: () => import('./pages/about-page'),
  offers: () => import('./pages/offers-page'),
};
