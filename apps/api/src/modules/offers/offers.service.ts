import {
  ErrorCode,
  LAPSED_DAYS,
  offerProblems,
  type OfferFields,
  type staffOfferInputSchema,
  type staffOfferUpdateSchema,
} from '@ninetonine/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { onUniqueViolation, takenAs } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http-error';
import { rowEntries, type AuditActor, type AuditLog } from '../audit/audit-log';
import type { CustomersRepository } from '../customers/customers.repository';
import { offerFieldsOf, offerValuesOf } from './offers.presenter';
import type { OffersRepository, StaffOfferRecord } from './offers.repository';

const DAY_MS = 86_400_000;
type NewOffer = z.output<typeof staffOfferInputSchema>;
type OfferChanges = z.output<typeof staffOfferUpdateSchema>;

const offerNotFound = () => notFound('Offer not found', ErrorCode.OfferNotFound);
const codeTaken = (code: string) =>
  conflict(`The code ${code} is already used by another offer.`, ErrorCode.OfferCodeTaken);

/** A pause or resume on its own gets its own name, so "who paused it" is one query. */
function actionOf(changes: Partial<OfferFields>, wasActive: boolean): string {
  const keys = Object.keys(changes);
  if (keys.length === 1 && changes.isActive !== undefined && changes.isActive !== wasActive) {
    return changes.isActive ? 'offer.resume' : 'offer.pause';
  }
  return 'offer.update';
}

/**
 * Offers and coupons, for admins. Checkout reads the same rows in its own transaction, so an
 * edit or a pause applies to the next order; an edit locks the offer, so a use in flight and
 * the edit happen one after the other.
 */
export function createOffersService(deps: {
  db: Database;
  repo: OffersRepository;
  audit: AuditLog;
  /** The segments' sizes (decision 0091), by the same figures checkout's rules read. */
  customers: CustomersRepository;
}) {
  const { db, repo, audit, customers } = deps;
  const entries = rowEntries('offer', offerFieldsOf);

  /** A code taken by a concurrent write answers like one taken before. */
  const write = <T>(code: string | undefined, run: (tx: Database) => Promise<T>) =>
    onUniqueViolation(() => db.transaction(run), takenAs(code, codeTaken));

  return {
    list: (): Promise<StaffOfferRecord[]> => repo.list(db),

    /** How many customers each offer's segment holds at `now` (null: no segment), by offer id. */
    async segmentSizes(list: StaffOfferRecord[], now: Date): Promise<Map<string, number>> {
      const segmented = list.filter((o) => o.segment !== null);
      const sizes = new Map<string, number>();
      if (segmented.length === 0) return sizes;
      const counted = await customers.segmentSizes(db, {
        lapsedBefore: new Date(now.getTime() - LAPSED_DAYS * DAY_MS),
        minSpends: segmented.flatMap((o) =>
          o.segmentMinSpendMinor === null ? [] : [o.segmentMinSpendMinor],
        ),
      });
      for (const o of segmented) {
        sizes.set(
          o.id,
          o.segment === 'first_order'
            ? counted.firstOrder
            : o.segment === 'lapsed_30_days'
              ? counted.lapsed
              : (counted.topBySpend.get(o.segmentMinSpendMinor ?? 0) ?? 0),
        );
      }
      return sizes;
    },

    create(actor: AuditActor, input: NewOffer): Promise<StaffOfferRecord> {
      return write(input.code, (tx) =>
        audit.write(tx, actor, {
          async write() {
            if (await repo.codeTaken(tx, input.code)) throw codeTaken(input.code);
            const id = await repo.insert(tx, offerValuesOf(input));
            return (await repo.find(tx, id))!;
          },
          entry: entries.created,
        }),
      );
    },

    /** The fields sent change; the rules between fields hold for the offer as it ends up. */
    update(actor: AuditActor, id: string, changes: OfferChanges): Promise<StaffOfferRecord> {
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, v]) => v !== undefined),
      ) as Partial<OfferFields>;
      return write(changes.code, (tx) =>
        audit.write(tx, actor, {
          async read() {
            if (!(await repo.lock(tx, id))) throw offerNotFound();
            return (await repo.find(tx, id))!;
          },
          async write(_, current) {
            const merged: OfferFields = { ...offerFieldsOf(current), ...defined };
            const [problem] = offerProblems(merged);
            if (problem) throw badRequest(problem.message, ErrorCode.ValidationFailed);
            if (merged.usageLimitTotal !== null && merged.usageLimitTotal < current.timesUsed) {
              throw conflict(
                `The code has been used ${current.timesUsed} times already: the total limit cannot be lower.`,
              );
            }
            if (merged.code !== current.code && (await repo.codeTaken(tx, merged.code, id))) {
              throw codeTaken(merged.code);
            }
            await repo.update(tx, id, offerValuesOf(merged));
            return (await repo.find(tx, id))!;
          },
          entry: (current, updated) =>
            entries.changed(id, actionOf(defined, current.isActive))(current, updated),
        }),
      );
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
