import type { DeliveryAreaRecord } from './delivery-areas.repository';

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine): city distances, well within a metre's need. */
export function distanceMetres(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The postcode a device at `at` is taken to be in (decision 0084): that of the nearest area
 * centre whose radius covers it, or null when none does. No outside geocoder: only what staff set.
 */
export function postcodeAt(
  areas: readonly DeliveryAreaRecord[],
  at: { lat: number; lng: number },
): string | null {
  let best: { postcode: string; metres: number } | null = null;
  for (const a of areas) {
    if (a.centreLat === null || a.centreLng === null) continue;
    if (a.centreRadiusM === null || a.centrePostcode === null) continue;
    const metres = distanceMetres(at, { lat: a.centreLat, lng: a.centreLng });
    if (metres <= a.centreRadiusM && (!best || metres < best.metres)) {
      best = { postcode: a.centrePostcode, metres };
    }
  }
  return best?.postcode ?? null;
}
