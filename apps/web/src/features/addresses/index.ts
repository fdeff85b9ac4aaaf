/**
 * The customer's addresses: the slice (docs/storefront-contract.md#address-state), the list query
 * and what pages show.
 */
export {
  addressesSlice,
  addressesLoaded,
  addressSelected,
  addressesReset,
  initialAddressesState,
  type AddressesState,
} from './addresses-slice';
export { addressKeys } from './api/address-keys';
export { addressesQuery, getAddresses } from './api/get-addresses';
export { postAddress, useCreateAddress } from './api/create-address';
export { deleteAddress, useDeleteAddress } from './api/delete-address';
export { patchAddress, useUpdateAddress } from './api/update-address';
export { postDefaultAddress, useSetDefaultAddress } from './api/set-default-address';
export { useAddresses } from './use-addresses';
