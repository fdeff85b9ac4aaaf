/** What only pages (checkout, account) are made of; kept out of the first-load JavaScript. */
export { AddressBook } from './components/address-book';
export { CheckoutAddress } from './components/checkout-address';
