import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, offers } from '../../db/schema/index';

export function createSiteRepository(db: Database) {
  return {
    /** Offers switched on and inside their time window (open ends allowed), ending soonest first. */
    async activeOffers(now: Date) {
      return db
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

    async saveContactMessage(input: {
      name: string;
      email: string;
      subject: string;
      message: string;
      ip: string | null;
    }): Promise<string> {
      const [row] = await db
        .insert(contactMessages)
        .values(input)
        .returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}
