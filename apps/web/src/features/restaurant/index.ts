/** The restaurant's public settings (GET /restaurant) and the kitchen's state, for any page. */
export { restaurantQuery, useRestaurant } from './api/get-restaurant';
export { restaurantPageQuery } from './api/page-queries';
export { KitchenStatus } from './components/kitchen-status';
export { useKitchenSentence } from './kitchen-sentence';
export { RestaurantFormatFromSettings } from './components/restaurant-format-from-settings';
export {
  OpeningHours,
  useOpeningHoursSentence,
  useRestaurantContact,
} from './components/opening-hours';
export { ContactDetails, telHref } from './components/contact-details';
export { PolicyText } from './components/policy-text';
