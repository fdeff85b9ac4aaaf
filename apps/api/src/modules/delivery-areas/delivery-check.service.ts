import {
  DELIVERY_ETA_SPREAD_MINUTES,
  deliveryOffMessage,
  ErrorCode,
  fromMinor,
  locationOutsideMessage,
  matchDeliveryArea,
  normalizePostcode,
  outsideDeliveryAreaMessage,
  postcodeProblem,
  type DeliveryCheck,
} from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { badRequest } from '../../http-error';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { kitchenControlsAt } from '../restaurant/restaurant-status';
import { postcodeAt } from './area-centres';
import type { DeliveryAreaRecord, DeliveryAreasReader } from './delivery-areas.repository';

type Settings = Awaited<ReturnType<RestaurantSettingsReader['settingsOrDefaults']>>;

/**
 * Delivery known before the cart (decision 0084): the fee, minimum and time a PIN code gets,
 * by the same rules checkout prices with (checkout-quote.ts): the area's own terms or the
 * standard ones, and a lead time of preparation + busy mode + the ride + the area's extra.
 */
export function createDeliveryCheckService(deps: {
  db: Database;
  areas: DeliveryAreasReader;
  restaurant: RestaurantSettingsReader;
}) {
  const { db, areas, restaurant } = deps;

  function answer(
    settings: Settings,
    postcode: string | null,
    area: DeliveryAreaRecord | null,
    now: Date,
  ): DeliveryCheck {
    const pickupEnabled = settings.pickupEnabled;
    if (!settings.deliveryEnabled || !area || postcode === null) {
      const message = !settings.deliveryEnabled
        ? deliveryOffMessage
        : postcode === null
          ? locationOutsideMessage
          : outsideDeliveryAreaMessage(postcode);
      return {
        postcode,
        delivers: false,
        areaName: null,
        deliveryFee: null,
        freeDeliveryFrom: null,
        minimumOrder: null,
        eta: null,
        message,
        pickupEnabled,
      };
    }
    const busy = kitchenControlsAt(settings, now).busy?.extraMinutes ?? 0;
    const lead = settings.preparationMinutes + busy + settings.deliveryMinutes + area.extraMinutes;
    return {
      postcode,
      delivers: true,
      areaName: area.name,
      deliveryFee: fromMinor(area.deliveryFeeMinor ?? settings.deliveryFeeMinor),
      freeDeliveryFrom:
        settings.freeDeliveryFromMinor === null ? null : fromMinor(settings.freeDeliveryFromMinor),
      minimumOrder: fromMinor(area.minimumOrderMinor ?? settings.minimumDeliveryOrderMinor),
      eta: { fromMinutes: lead, toMinutes: lead + DELIVERY_ETA_SPREAD_MINUTES },
      message: null,
      pickupEnabled,
    };
  }

  return {
    /** A typed PIN code: 400 when it is not one of the country's. */
    async check(typed: string, now: Date): Promise<DeliveryCheck> {
      const settings = await restaurant.settingsOrDefaults(db);
      const postcode = normalizePostcode(typed, settings.country);
      if (postcode === null) {
        throw badRequest(postcodeProblem(settings.country), ErrorCode.ValidationFailed);
      }
      const area = matchDeliveryArea(await areas.list(db), postcode);
      return answer(settings, postcode, area, now);
    },

    /** A device's position, placed by the areas' centres only (no outside geocoder). */
    async locate(at: { lat: number; lng: number }, now: Date): Promise<DeliveryCheck> {
      const settings = await restaurant.settingsOrDefaults(db);
      const list = await areas.list(db);
      const postcode = postcodeAt(list, at);
      const area = postcode === null ? null : matchDeliveryArea(list, postcode);
      return answer(settings, postcode, area, now);
    },
  };
}
