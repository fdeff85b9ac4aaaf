import {
  ErrorCode,
  matchDeliveryArea,
  MAX_DELIVERY_AREAS,
  postcodeEntryProblem,
  toMinor,
  type deliveryAreaInputSchema,
  type deliveryAreaUpdateSchema,
} from '@ninetonine/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { onUniqueViolation, takenAs } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http-error';
import { rowEntries, type AuditActor, type AuditLog } from '../audit/audit-log';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { auditedArea, centreOf } from './delivery-areas.presenter';
import type {
  DeliveryAreaRecord,
  DeliveryAreaValues,
  DeliveryAreasRepository,
} from './delivery-areas.repository';

type NewArea = z.output<typeof deliveryAreaInputSchema>;
type AreaChanges = z.output<typeof deliveryAreaUpdateSchema>;

const areaNotFound = () => notFound('Delivery area not found', ErrorCode.DeliveryAreaNotFound);
const nameTaken = (name: string) =>
  conflict(`There is already an area called ${name}.`, ErrorCode.DeliveryAreaNameTaken);

function storedValues(c: Partial<NewArea>): Partial<DeliveryAreaValues> {
  const { deliveryFee, minimumOrder, centre, ...same } = c;
  const values: Partial<DeliveryAreaValues> = { ...same };
  if (centre !== undefined) {
    values.centreLat = centre?.lat ?? null;
    values.centreLng = centre?.lng ?? null;
    values.centreRadiusM = centre ? Math.round(centre.radiusKm * 1000) : null;
    values.centrePostcode = centre?.postcode ?? null;
  }
  if (deliveryFee !== undefined) {
    values.deliveryFeeMinor = deliveryFee === null ? null : toMinor(deliveryFee);
  }
  if (minimumOrder !== undefined) {
    values.minimumOrderMinor = minimumOrder === null ? null : toMinor(minimumOrder);
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * Admins' delivery areas (decision 0047). Every write holds one lock, so the rule "a postcode
 * or prefix is listed by one area only" holds under parallel edits; a prefix in one area and a
 * whole postcode under it in another is allowed (the closer match wins).
 */
export function createDeliveryAreasService(deps: {
  db: Database;
  repo: DeliveryAreasRepository;
  restaurant: RestaurantSettingsReader;
  audit: AuditLog;
}) {
  const { db, repo, restaurant, audit } = deps;
  const entries = rowEntries('delivery_area', auditedArea);

  async function checkPostcodes(ex: Executor, postcodes: string[], exceptId?: string) {
    const { country } = await restaurant.settingsOrDefaults(ex);
    for (const entry of postcodes) {
      const problem = postcodeEntryProblem(entry, country);
      if (problem) throw badRequest(problem, ErrorCode.ValidationFailed);
    }
    const others = (await repo.list(ex)).filter((a) => a.id !== exceptId);
    for (const entry of postcodes) {
      const owner = others.find((a) => a.postcodes.includes(entry));
      if (owner) {
        throw conflict(
          `${entry} is already in the area ${owner.name}.`,
          ErrorCode.DeliveryAreaPostcodeTaken,
        );
      }
    }
    return others;
  }

  /** A centre's postcode must be a whole one of the country, inside the area it centres. */
  async function checkCentre(ex: Executor, centre: NewArea['centre'], postcodes: string[]) {
    if (!centre) return;
    const { country } = await restaurant.settingsOrDefaults(ex);
    const problem = postcodeEntryProblem(centre.postcode, country);
    if (problem) throw badRequest(problem, ErrorCode.ValidationFailed);
    if (!matchDeliveryArea([{ postcodes }], centre.postcode)) {
      throw badRequest(
        `The centre's postcode ${centre.postcode} is not one of this area's postcodes.`,
        ErrorCode.ValidationFailed,
      );
    }
  }

  /** The area, under the lock every change takes (postcodes are checked across all areas). */
  async function lockedArea(tx: Database, id: string): Promise<DeliveryAreaRecord> {
    await repo.lock(tx);
    const current = await repo.find(tx, id);
    if (!current) throw areaNotFound();
    return current;
  }

  const write = <T>(name: string | undefined, run: (tx: Database) => Promise<T>) =>
    onUniqueViolation(() => db.transaction(run), takenAs(name, nameTaken));

  return {
    list: (): Promise<DeliveryAreaRecord[]> => repo.list(db),

    create(actor: AuditActor, input: NewArea): Promise<DeliveryAreaRecord> {
      return write(input.name, (tx) =>
        audit.write(tx, actor, {
          async write() {
            await repo.lock(tx);
            const others = await checkPostcodes(tx, input.postcodes);
            await checkCentre(tx, input.centre, input.postcodes);
            if (others.length >= MAX_DELIVERY_AREAS) {
              throw conflict(`You can have up to ${MAX_DELIVERY_AREAS} delivery areas.`);
            }
            return repo.insert(tx, storedValues(input) as DeliveryAreaValues);
          },
          entry: entries.created,
        }),
      );
    },

    update(actor: AuditActor, id: string, changes: AreaChanges): Promise<DeliveryAreaRecord> {
      return write(changes.name, (tx) =>
        audit.write(tx, actor, {
          read: () => lockedArea(tx, id),
          async write(_, current) {
            if (changes.postcodes) await checkPostcodes(tx, changes.postcodes, id);
            const centre = changes.centre === undefined ? centreOf(current) : changes.centre;
            await checkCentre(tx, centre, changes.postcodes ?? current.postcodes);
            return (await repo.update(tx, id, storedValues(changes)))!;
          },
          entry: entries.changed(id),
        }),
      );
    },

    remove(actor: AuditActor, id: string): Promise<DeliveryAreaRecord[]> {
      return db.transaction((tx) =>
        audit.write(tx, actor, {
          read: () => lockedArea(tx, id),
          async write() {
            await repo.delete(tx, id);
            return repo.list(tx);
          },
          entry: (before) => ({
            action: 'delivery_area.delete',
            entityType: 'delivery_area',
            entityId: id,
            before: auditedArea(before),
          }),
        }),
      );
    },
  };
}
export type DeliveryAreasService = ReturnType<typeof createDeliveryAreasService>;
