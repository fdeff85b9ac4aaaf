/** Delivery areas for admins (GET/POST/PATCH/DELETE /staff/delivery-areas), for /admin/delivery-areas. */
export { DeliveryAreaManager } from './components/delivery-area-manager';
