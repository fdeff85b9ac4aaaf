import {
  ErrorCode,
  paymentSettingsRefusal,
  toMinor,
  type staffSettingsUpdateSchema,
} from '@ninetonine/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest, serviceUnavailable } from '../../http-error';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import { toRestaurantSettingsJson } from './restaurant.presenter';
import type {
  RestaurantRepository,
  RestaurantSettingsRecord,
  RestaurantSettingsValues,
} from './restaurant.repository';

type SettingsChanges = z.output<typeof staffSettingsUpdateSchema>;

const notConfigured = () =>
  serviceUnavailable(
    'The restaurant is not set up yet. Please try again later.',
    ErrorCode.RestaurantNotConfigured,
  );

/** The edit in stored units: minor units for money, basis points for tax. */
function storedValues(c: SettingsChanges): Partial<RestaurantSettingsValues> {
  const {
    deliveryFee,
    freeDeliveryFrom,
    minimumDeliveryOrder,
    taxRatePercent,
    cashOnDeliveryMax,
    grievanceOfficer,
    autoAccept,
    gst,
    ...same
  } = c;
  const values: Partial<RestaurantSettingsValues> = { ...same };
  if (grievanceOfficer !== undefined) {
    values.grievanceOfficerName = grievanceOfficer.name;
    values.grievanceOfficerEmail = grievanceOfficer.email;
    values.grievanceOfficerPhone = grievanceOfficer.phone;
  }
  if (autoAccept !== undefined) {
    values.autoAcceptDelivery = autoAccept.delivery;
    values.autoAcceptPickup = autoAccept.pickup;
  }
  if (gst !== undefined) {
    const { stateCode, ...rest } = gst;
    Object.assign(values, rest, { gstStateCode: stateCode });
  }
  if (deliveryFee !== undefined) values.deliveryFeeMinor = toMinor(deliveryFee);
  if (freeDeliveryFrom !== undefined) {
    values.freeDeliveryFromMinor = freeDeliveryFrom === null ? null : toMinor(freeDeliveryFrom);
  }
  if (minimumDeliveryOrder !== undefined) {
    values.minimumDeliveryOrderMinor = toMinor(minimumDeliveryOrder);
  }
  if (cashOnDeliveryMax !== undefined) {
    values.cashOnDeliveryMaxMinor = cashOnDeliveryMax === null ? null : toMinor(cashOnDeliveryMax);
  }
  if (taxRatePercent !== undefined) values.taxRateBasisPoints = Math.round(taxRatePercent * 100);
  // Undefined fields stay as they are.
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** Names the audit entry after what changed, so "who paused orders" is one query. */
function actionOf(before: RestaurantSettingsRecord, after: RestaurantSettingsRecord): string {
  const others = Object.keys(storedDiff(before, after)).filter((k) => k !== 'acceptingOrders');
  if (before.acceptingOrders !== after.acceptingOrders && others.length === 0) {
    return after.acceptingOrders ? 'settings.resume_orders' : 'settings.pause_orders';
  }
  return 'settings.update';
}

function storedDiff(a: RestaurantSettingsRecord, b: RestaurantSettingsRecord) {
  const keys = Object.keys(a) as (keyof RestaurantSettingsRecord)[];
  return Object.fromEntries(
    keys
      .filter((k) => k !== 'updatedAt' && JSON.stringify(a[k]) !== JSON.stringify(b[k]))
      .map((k) => [k, b[k]]),
  );
}

/**
 * The admin's side of the restaurant settings. Checkout reads the row in each order's own
 * transaction, so a change (pausing new orders above all) applies to the very next order.
 */
export function createRestaurantSettingsService(deps: {
  db: Database;
  repo: RestaurantRepository;
  audit: AuditLog;
  /** Whether the server has the online provider's keys (online can be turned on only then). */
  onlinePaymentConfigured: boolean;
}) {
  const { db, repo, audit, onlinePaymentConfigured } = deps;
  return {
    async get(): Promise<RestaurantSettingsRecord> {
      const row = await repo.getSettings(db);
      if (!row) throw notConfigured();
      return row;
    },

    /** The fields sent change; the row is locked, so concurrent edits apply one at a time. */
    update(actor: AuditActor, changes: SettingsChanges): Promise<RestaurantSettingsRecord> {
      return db.transaction((tx) =>
        audit.write(tx, actor, {
          async read() {
            const before = await repo.lockSettings(tx);
            if (!before) throw notConfigured();
            return before;
          },
          async write(_, before) {
            const values = storedValues(changes);
            const delivery = values.deliveryEnabled ?? before.deliveryEnabled;
            const pickup = values.pickupEnabled ?? before.pickupEnabled;
            if (!delivery && !pickup) {
              throw badRequest(
                'Keep delivery or pickup on. To stop taking orders for a while, pause new orders instead.',
                ErrorCode.ValidationFailed,
              );
            }
            // Checked only when a change touches them: a server that lost its keys still lets
            // an admin edit the hours, and the screen says why online is not offered.
            const touchesPayments =
              values.paymentMethodsEnabled !== undefined ||
              values.deliveryEnabled !== undefined ||
              values.pickupEnabled !== undefined;
            const refusal =
              touchesPayments &&
              paymentSettingsRefusal(
                {
                  paymentMethodsEnabled:
                    values.paymentMethodsEnabled ?? before.paymentMethodsEnabled,
                  deliveryEnabled: delivery,
                  pickupEnabled: pickup,
                },
                before.paymentMethodsEnabled,
                onlinePaymentConfigured,
              );
            if (refusal) throw badRequest(refusal, ErrorCode.ValidationFailed);
            return repo.updateSettings(tx, values, actor.id);
          },
          entry: (before, after) => ({
            action: actionOf(before, after),
            entityType: 'settings',
            entityId: 'main',
            // The UPI id is staff-only, so not in the public settings: the entry keeps it too.
            before: { ...toRestaurantSettingsJson(before), upiId: before.upiId },
            after: { ...toRestaurantSettingsJson(after), upiId: after.upiId },
          }),
        }),
      );
    },
  };
}
export type RestaurantSettingsService = ReturnType<typeof createRestaurantSettingsService>;
