import type { ContactRequest } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import type { OfferRecord, SiteRepository } from './site.repository';

/** Offers and the contact form. */
export function createSiteService(deps: { db: Database; repo: SiteRepository }) {
  const { db, repo } = deps;
  return {
    activeOffers: (now = new Date()): Promise<OfferRecord[]> => repo.activeOffers(db, now),

    /** Stores a contact message (emails compared case-insensitively later) and returns its id. */
    sendContactMessage(input: ContactRequest, ip: string | null): Promise<string> {
      const { name, email, subject, message } = input;
      return repo.saveContactMessage(db, {
        name,
        email: email.toLowerCase(),
        subject,
        message,
        ip,
      });
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
