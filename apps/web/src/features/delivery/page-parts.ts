/** The delivery line, only on pages (home, menu, cart): kept out of the first load. */
export { DeliveryBar } from './components/delivery-bar';
