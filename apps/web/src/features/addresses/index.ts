/**
 * The customer's addresses: the slice (docs/storefront-contract.md#address-state), the list query
 * and what pages show.
 */
export { addressesSlice, addressesLoaded, addressesReset } from './addresses-slice';
export { addressKeys } from './api/address-keys';
export { useAddresses } from './use-addresses';
