/** The restaurant's public settings (GET /restaurant) and the kitchen's state, for any page. */
export {
  getRestaurant,
  restaurantKeys,
  restaurantQuery,
  useRestaurant,
} from './api/get-restaurant';
export { seedRestaurantQuery } from './api/seed-from-page';
export { useKitchenStatus, type KitchenState } from './use-kitchen-status';
export { KitchenStatus } from './components/kitchen-status';
export { RestaurantFormatFromSettings } from './components/restaurant-format-from-settings';
