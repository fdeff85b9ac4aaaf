import {
  DEFAULT_PRIVACY_POLICY,
  DEFAULT_REFUND_POLICY,
  fromMinor,
  type KitchenControls,
  type RestaurantPolicies,
  type RestaurantResponse,
  type RestaurantSettings,
} from '@ninetonine/contract';
import type { RestaurantStatus } from './restaurant-status';
import type { RestaurantSettingsRecord } from './restaurant.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toKitchenControls = ({
  busy,
  pause,
}: Pick<RestaurantStatus, 'busy' | 'pause'>): KitchenControls => ({
  busy: busy && { extraMinutes: busy.extraMinutes, until: busy.until.toISOString() },
  pause: pause && { reason: pause.reason, until: pause.until.toISOString() },
});

/** The settings in major units and percent, as the storefront and the admin page read them. */
export function toRestaurantSettingsJson(s: RestaurantSettingsRecord): RestaurantSettings {
  return {
    name: s.name,
    timeZone: s.timeZone,
    locale: s.locale,
    currency: s.currency,
    country: s.country,
    openingHours: s.openingHours,
    specialHours: s.specialHours,
    lastOrderMinutes: s.lastOrderMinutes,
    preparationMinutes: s.preparationMinutes,
    deliveryMinutes: s.deliveryMinutes,
    slotMinutes: s.slotMinutes,
    scheduleDaysAhead: s.scheduleDaysAhead,
    deliveryEnabled: s.deliveryEnabled,
    pickupEnabled: s.pickupEnabled,
    deliveryFee: fromMinor(s.deliveryFeeMinor),
    freeDeliveryFrom: s.freeDeliveryFromMinor === null ? null : fromMinor(s.freeDeliveryFromMinor),
    minimumDeliveryOrder: fromMinor(s.minimumDeliveryOrderMinor),
    taxRatePercent: s.taxRateBasisPoints / 100,
    pricesIncludeTax: s.pricesIncludeTax,
    acceptingOrders: s.acceptingOrders,
    autoAccept: { delivery: s.autoAcceptDelivery, pickup: s.autoAcceptPickup },
    pickupAddress: s.pickupAddress,
    phone: s.phone,
    grievanceOfficer: {
      name: s.grievanceOfficerName,
      email: s.grievanceOfficerEmail,
      phone: s.grievanceOfficerPhone,
    },
    paymentMethodsEnabled: s.paymentMethodsEnabled,
    cashOnDeliveryMax:
      s.cashOnDeliveryMaxMinor === null ? null : fromMinor(s.cashOnDeliveryMaxMinor),
    gst: {
      legalName: s.legalName,
      gstin: s.gstin,
      fssaiLicence: s.fssaiLicence,
      registeredAddress: s.registeredAddress,
      stateCode: s.gstStateCode,
      invoicePrefix: s.invoicePrefix,
    },
  };
}

/** The policy texts as customers read them: the owner's, or the defaults until there are some. */
export function toRestaurantPolicies(s: RestaurantSettingsRecord): RestaurantPolicies {
  return {
    privacyPolicy: s.privacyPolicy || DEFAULT_PRIVACY_POLICY,
    refundPolicy: s.refundPolicy || DEFAULT_REFUND_POLICY,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toRestaurantResponse(
  s: RestaurantSettingsRecord,
  status: RestaurantStatus,
): RestaurantResponse {
  return {
    settings: toRestaurantSettingsJson(s),
    status: {
      open: status.open,
      changesAt: iso(status.changesAt),
      nextOpeningAt: iso(status.nextOpeningAt),
      fulfilment: status.fulfilment,
      controls: toKitchenControls(status),
    },
  };
}
