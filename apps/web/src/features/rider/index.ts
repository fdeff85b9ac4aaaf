/** The rider's phone page (decision 0083): imported from routes/rider only. */
export { RiderOrders } from './components/rider-orders';
