/** The restaurant's public settings (GET /restaurant) and the kitchen's state, for any page. */
export { restaurantKeys, useRestaurant } from './api/get-restaurant';
export { seedRestaurantQuery } from './api/seed-from-page';
export { KitchenStatus } from './components/kitchen-status';
