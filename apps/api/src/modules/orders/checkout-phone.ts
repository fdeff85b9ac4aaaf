import {
  ErrorCode,
  countryRules,
  normalizePhone,
  type FulfilmentMethod,
} from '@ninetonine/contract';
import type { AddressSnapshot } from '../../db/schema/index';
import { badRequest } from '../../http-error';

/**
 * The phone the kitchen calls about the order (issue 19, item 8), as the customer wrote it:
 * the one sent, else the profile's, else a delivery address's, each only if it is a number of
 * the restaurant's country. `keep`: the one sent goes on a profile that has none, for next time.
 */
export function reachablePhone(
  order: { phone?: string; fulfilment: FulfilmentMethod },
  country: string,
  address: AddressSnapshot | null | undefined,
  profilePhone: string | null,
): { phone: string; keep: boolean } {
  const usable = (phone: string | null | undefined) =>
    phone && normalizePhone(phone, country) ? phone.trim() : null;
  if (order.phone) {
    const sent = usable(order.phone);
    if (!sent) throw badRequest(countryRules(country).phoneHint, ErrorCode.ValidationFailed);
    return { phone: sent, keep: profilePhone === null };
  }
  const known =
    usable(profilePhone) ?? (order.fulfilment === 'delivery' ? usable(address?.phone) : null);
  if (!known) {
    throw badRequest(
      'Add a phone number so the kitchen can reach you about this order.',
      ErrorCode.PhoneRequired,
    );
  }
  return { phone: known, keep: false };
}
