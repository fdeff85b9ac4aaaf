import { fromMinor, type DeliveryArea } from '@ninetonine/contract';
import type { DeliveryAreaRecord } from './delivery-areas.repository';

/** The area's centre as the contract has it (kilometres), or null when it has none. */
export const centreOf = (a: DeliveryAreaRecord): DeliveryArea['centre'] =>
  a.centreLat === null ||
  a.centreLng === null ||
  a.centreRadiusM === null ||
  a.centrePostcode === null
    ? null
    : {
        lat: a.centreLat,
        lng: a.centreLng,
        radiusKm: a.centreRadiusM / 1000,
        postcode: a.centrePostcode,
      };

export const toDeliveryAreaJson = (a: DeliveryAreaRecord): DeliveryArea => ({
  _id: a.id,
  name: a.name,
  postcodes: a.postcodes,
  deliveryFee: a.deliveryFeeMinor === null ? null : fromMinor(a.deliveryFeeMinor),
  minimumOrder: a.minimumOrderMinor === null ? null : fromMinor(a.minimumOrderMinor),
  extraMinutes: a.extraMinutes,
  centre: centreOf(a),
  cashOnDelivery: a.cashOnDelivery,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

/** What the audit log keeps of an area: its terms, in minor units as stored. */
export const auditedArea = (a: DeliveryAreaRecord) => ({
  name: a.name,
  postcodes: a.postcodes,
  deliveryFeeMinor: a.deliveryFeeMinor,
  minimumOrderMinor: a.minimumOrderMinor,
  extraMinutes: a.extraMinutes,
  centre: centreOf(a),
  cashOnDelivery: a.cashOnDelivery,
});
