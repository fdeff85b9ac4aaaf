import { describe, expect, it } from 'vitest';
import { distanceMetres, postcodeAt } from './area-centres';
import type { DeliveryAreaRecord } from './delivery-areas.repository';

const area = (over: Partial<DeliveryAreaRecord>): DeliveryAreaRecord => ({
  id: 'a',
  name: 'A',
  postcodes: ['560*'],
  deliveryFeeMinor: null,
  minimumOrderMinor: null,
  extraMinutes: 0,
  centreLat: null,
  centreLng: null,
  centreRadiusM: null,
  centrePostcode: null,
  cashOnDelivery: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...over,
});

describe('area centres', () => {
  it('measures city distances on the sphere', () => {
    // MG Road to Whitefield, Bengaluru: about 16 km as the crow flies.
    const km = distanceMetres({ lat: 12.9756, lng: 77.6066 }, { lat: 12.9698, lng: 77.75 }) / 1000;
    expect(km).toBeGreaterThan(15);
    expect(km).toBeLessThan(16.5);
    expect(distanceMetres({ lat: 1, lng: 2 }, { lat: 1, lng: 2 })).toBe(0);
  });

  it('takes the nearest centre that covers the position, and none outside every radius', () => {
    const areas = [
      area({
        centreLat: 12.9716,
        centreLng: 77.5946,
        centreRadiusM: 30_000,
        centrePostcode: '560001',
      }),
      area({
        centreLat: 12.9698,
        centreLng: 77.75,
        centreRadiusM: 4_000,
        centrePostcode: '560066',
      }),
      area({}),
    ];
    expect(postcodeAt(areas, { lat: 12.97, lng: 77.745 })).toBe('560066');
    expect(postcodeAt(areas, { lat: 12.98, lng: 77.6 })).toBe('560001');
    // Mysuru, 130 km away.
    expect(postcodeAt(areas, { lat: 12.2958, lng: 76.6394 })).toBeNull();
    expect(postcodeAt([], { lat: 0, lng: 0 })).toBeNull();
  });
});
