import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages, offers } from '../../db/schema/index';

export interface OfferRecord {
  id: string;
  code: string;
  title: string;
  description: string;
  endsAt: Date | null;
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
    /** Offers switched on and inside their time window (open ends allowed), ending soonest first. */
    async activeOffers(ex: Executor, now: Date): Promise<OfferRecord[]> {
      return ex
        .select({
          id: offers.id,
          code: offers.code,
          title: offers.title,
          description: offers.description,
          endsAt: offers.endsAt,
        })
        .from(offers)
        .where(
          and(
            eq(offers.isActive, true),
            or(isNull(offers.startsAt), lte(offers.startsAt, now)),
            or(isNull(offers.endsAt), gt(offers.endsAt, now)),
          ),
        )
        .orderBy(asc(offers.endsAt), asc(offers.code));
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
