// The staff side's menu editor: imported only by pages under routes/admin (its own chunks).
export { MenuList } from './components/menu-list';
export { FoodForm } from './components/food-form';
export { staffFoodQuery } from './api/get-staff-food';
export type { StorefrontCache } from './storefront-cache';
