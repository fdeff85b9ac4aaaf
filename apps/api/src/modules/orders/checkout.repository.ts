import type { CheckoutFulfilmentMethod, OrderUpdateChannel } from '@ninetonine/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, offers, users, type AddressSnapshot } from '../../db/schema/index';
import type {
  DeliveryAreaRecord,
  DeliveryAreasReader,
} from '../delivery-areas/delivery-areas.repository';
import type {
  RestaurantSettingsReader,
  RestaurantSettingsRecord,
} from '../restaurant/restaurant.repository';
import type { CouponTerms } from './coupon-terms';

export type SettingsRow = RestaurantSettingsRecord;

export interface OfferRow extends CouponTerms {
  id: string;
}

/**
 * What checkout reads besides the cart: the restaurant's settings, the customer's address and
 * the coupon's terms (its uses are coupon-uses.repository.ts).
 */
export function createCheckoutRepository(deps: {
  restaurant: RestaurantSettingsReader;
  areas: DeliveryAreasReader;
}) {
  return {
    /** The restaurant's delivery areas, to match the address's postcode against. */
    deliveryAreas: (ex: Executor): Promise<DeliveryAreaRecord[]> => deps.areas.list(ex),

    /** The one settings row, created with the defaults if nobody has seeded it yet. */
    settings: (ex: Executor): Promise<SettingsRow> => deps.restaurant.settingsOrDefaults(ex),

    /** One of the customer's own addresses, or null (someone else's is null too). */
    async address(
      ex: Executor,
      userId: string,
      addressId: string,
    ): Promise<AddressSnapshot | null> {
      const [row] = await ex
        .select({
          label: addresses.label,
          name: addresses.name,
          phone: addresses.phone,
          line1: addresses.line1,
          line2: addresses.line2,
          city: addresses.city,
          postalCode: addresses.postalCode,
          notes: addresses.notes,
        })
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
      return row ?? null;
    },

    /** The customer's profile phone and saved order-updates channel (decision 0092), at once. */
    async contact(
      ex: Executor,
      userId: string,
    ): Promise<{ phone: string | null; orderUpdates: OrderUpdateChannel }> {
      const [row] = await ex
        .select({ phone: users.phone, orderUpdates: users.orderUpdates })
        .from(users)
        .where(eq(users.id, userId));
      return { phone: row?.phone ?? null, orderUpdates: row?.orderUpdates ?? 'none' };
    },

    /**
     * Keeps what checkout asked for on the profile: the phone given at checkout (only on a
     * profile that has none) and the order-updates channel chosen now. Nothing when neither.
     */
    async keepContact(
      ex: Executor,
      userId: string,
      keep: { phone?: string; orderUpdates?: OrderUpdateChannel },
    ): Promise<void> {
      if (keep.phone !== undefined) {
        await ex
          .update(users)
          .set({ phone: keep.phone, updatedAt: new Date() })
          .where(and(eq(users.id, userId), isNull(users.phone)));
      }
      if (keep.orderUpdates !== undefined) {
        await ex.update(users).set({ orderUpdates: keep.orderUpdates }).where(eq(users.id, userId));
      }
    },

    async offerByCode(ex: Executor, code: string): Promise<OfferRow | null> {
      const [row] = await ex
        .select({
          id: offers.id,
          code: offers.code,
          discountType: offers.discountType,
          discountValue: offers.discountValue,
          maxDiscountMinor: offers.maxDiscountMinor,
          minOrderMinor: offers.minOrderMinor,
          appliesTo: offers.appliesTo,
          isActive: offers.isActive,
          startsAt: offers.startsAt,
          endsAt: offers.endsAt,
          usageLimitTotal: offers.usageLimitTotal,
          usageLimitPerCustomer: offers.usageLimitPerCustomer,
          timesUsed: offers.timesUsed,
          segment: offers.segment,
          segmentMinSpendMinor: offers.segmentMinSpendMinor,
        })
        .from(offers)
        .where(eq(offers.code, code));
      if (!row) return null;
      return {
        ...row,
        discountType: row.discountType as CouponTerms['discountType'],
        appliesTo: row.appliesTo as 'any' | CheckoutFulfilmentMethod,
      };
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
