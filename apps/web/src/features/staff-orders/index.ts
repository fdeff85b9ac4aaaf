/** The kitchen board (staff only: imported from pages under routes/admin, never the storefront). */
export { OrdersBoard } from './components/orders-board';
