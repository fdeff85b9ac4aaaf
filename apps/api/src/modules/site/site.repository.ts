import type { CheckoutFulfilmentMethod } from '@ninetonine/contract';
import { and, asc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages, offers } from '../../db/schema/index';

export interface OfferRecord {
  id: string;
  code: string;
  title: string;
  description: string;
  endsAt: Date | null;
  discountType: 'percent' | 'amount';
  /** Percent (1..100), or minor units off. */
  discountValue: number;
  maxDiscountMinor: number | null;
  minOrderMinor: number;
  appliesTo: 'any' | CheckoutFulfilmentMethod;
}

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
}

export function createSiteRepository() {
  return {
    /**
     * Offers switched on, inside their time window (open ends allowed) and not used up, ending
     * soonest first. (A customer's own limit is checkout's to judge: this list is public.)
     */
    async activeOffers(ex: Executor, now: Date): Promise<OfferRecord[]> {
      const rows = await ex
        .select({
          id: offers.id,
          code: offers.code,
          title: offers.title,
          description: offers.description,
          endsAt: offers.endsAt,
          discountType: offers.discountType,
          discountValue: offers.discountValue,
          maxDiscountMinor: offers.maxDiscountMinor,
          minOrderMinor: offers.minOrderMinor,
          appliesTo: offers.appliesTo,
        })
        .from(offers)
        .where(
          and(
            eq(offers.isActive, true),
            or(isNull(offers.startsAt), lte(offers.startsAt, now)),
            or(isNull(offers.endsAt), gt(offers.endsAt, now)),
            or(isNull(offers.usageLimitTotal), lt(offers.timesUsed, offers.usageLimitTotal)),
          ),
        )
        .orderBy(asc(offers.endsAt), asc(offers.code));
      // The table's CHECK constraints hold these to the listed values.
      return rows.map((r) => ({
        ...r,
        discountType: r.discountType as OfferRecord['discountType'],
        appliesTo: r.appliesTo as OfferRecord['appliesTo'],
      }));
    },

    async saveContactMessage(ex: Executor, input: NewContactMessage): Promise<string> {
      const [row] = await ex
        .insert(contactMessages)
        .values(input)
        .returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}
export type SiteRepository = ReturnType<typeof createSiteRepository>;
