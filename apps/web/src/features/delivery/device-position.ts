/** Why the browser gave no position, in words for the visitor. */
const REFUSALS: Record<number, string> = {
  1: 'Location is blocked for this site. Type your PIN code instead.',
  2: 'Your device could not find where you are. Type your PIN code instead.',
  3: 'Finding your location took too long. Type your PIN code instead.',
};

/** The device's position once, from the browser's Geolocation (asked only on a tap). */
export function devicePosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot share your location. Type your PIN code instead.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => reject(new Error(REFUSALS[e.code] ?? REFUSALS[2])),
      // A PIN code needs a street's precision at most: a coarse, recent fix is enough.
      { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  });
}
