/**
 * Riders' live tracking (decision 0083), zod-free so the rider page and the customer's order
 * page can use it on first load: the distance and arrival estimate, and the maps link.
 */

/** A point on the Earth, in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A rider's average speed through city traffic, door to door (a constant, not a forecast). */
export const RIDER_SPEED_KMH = 18;
/** Roads are longer than the straight line between two points: about this much in a city. */
export const ROAD_DETOUR_FACTOR = 1.3;
/** The rider page sends a position at most this often while nothing much changes… */
export const POSITION_SEND_EVERY_MS = 15_000;
/** …and sooner once the rider has moved this far since the last one sent. */
export const POSITION_SEND_AFTER_METRES = 50;
/** Positions one rider may send per minute (the server's limit; the page sends far fewer). */
export const POSITIONS_PER_MINUTE = 30;

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine). */
export function metresBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far the rider still has to go by road (straight line times the detour factor, to the
 * nearest 10 m) and the minutes it takes at RIDER_SPEED_KMH (at least one).
 */
export function riderEstimate(
  rider: GeoPoint,
  destination: GeoPoint,
): { distanceMetres: number; minutes: number } {
  const road = metresBetween(rider, destination) * ROAD_DETOUR_FACTOR;
  const minutes = Math.max(1, Math.ceil(road / ((RIDER_SPEED_KMH * 1000) / 60)));
  return { distanceMetres: Math.round(road / 10) * 10, minutes };
}

/** "850 m" or "2.4 km". */
export const distanceLabel = (metres: number) =>
  metres < 1000 ? `${Math.round(metres / 10) * 10} m` : `${(metres / 1000).toFixed(1)} km`;

/**
 * A link the rider taps to open the phone's own maps app at the address: Apple Maps' scheme on
 * an iPhone or iPad, the standard geo: URI (the default maps app) everywhere else. Nothing is
 * loaded by our page: the phone hands the address to its app (decision 0083).
 */
export function mapsLink(address: string, userAgent = ''): string {
  const q = encodeURIComponent(address);
  return /iPhone|iPad|iPod/.test(userAgent) ? `maps://?q=${q}` : `geo:0,0?q=${q}`;
}

/** The first word of a name: what a customer is told of the person at their door. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
