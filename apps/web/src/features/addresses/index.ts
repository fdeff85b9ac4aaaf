/** The customer's addresses: the slice (spec §3), the list query and what pages show. */
export { addressesSlice, addressesLoaded, addressesReset } from './addresses-slice';
export { useAddresses } from './use-addresses';
