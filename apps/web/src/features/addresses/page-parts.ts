/** What only pages (checkout, account) are made of; kept out of the first-load JavaScript. */
export { AddressBook } from './components/address-book';
export { AddressForm } from './components/address-form';
export { AddressPicker } from './components/address-picker';
export { AddressText } from './components/address-text';
