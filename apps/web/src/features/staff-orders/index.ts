/** The kitchen board (staff only: imported from pages under routes/admin, never the storefront). */
export { OrdersBoard } from './components/orders-board';
/** One order for staff, with its refunds (decision 0080). */
export { StaffOrderDetail } from './components/staff-order-detail';
export { staffOrderQuery } from './api/get-staff-order';
