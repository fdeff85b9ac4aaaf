import {
  ErrorCode,
  countryRules,
  normalizePhone,
  type FulfilmentMethod,
} from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema/index';
import { badRequest } from '../../http-error';
import type { CheckoutRepository } from './checkout.repository';

/**
 * The phone the kitchen calls about the order (issue 19, item 8), as the customer wrote it:
 * the one sent (then kept on a profile that has none), else the profile's, else a delivery
 * address's, each only if it is a number of the restaurant's country.
 */
export async function reachablePhone(
  checkout: CheckoutRepository,
  ex: Executor,
  userId: string,
  order: { phone?: string; fulfilment: FulfilmentMethod },
  country: string,
  address: AddressSnapshot | null | undefined,
): Promise<string> {
  const usable = (phone: string | null | undefined) =>
    phone && normalizePhone(phone, country) ? phone.trim() : null;
  if (order.phone) {
    const sent = usable(order.phone);
    if (!sent) throw badRequest(countryRules(country).phoneHint, ErrorCode.ValidationFailed);
    await checkout.saveProfilePhone(ex, userId, sent);
    return sent;
  }
  const known =
    usable(await checkout.profilePhone(ex, userId)) ??
    (order.fulfilment === 'delivery' ? usable(address?.phone) : null);
  if (!known) {
    throw badRequest(
      'Add a phone number so the kitchen can reach you about this order.',
      ErrorCode.PhoneRequired,
    );
  }
  return known;
}
