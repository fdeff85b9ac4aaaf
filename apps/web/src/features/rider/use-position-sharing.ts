import {
  metresBetween,
  POSITION_SEND_AFTER_METRES,
  POSITION_SEND_EVERY_MS,
  type GeoPoint,
} from '@ninetonine/contract/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { sendPosition } from './api/rider-orders';

export type SharingState =
  | { kind: 'off' }
  | { kind: 'waiting' }
  | { kind: 'sharing'; at: number }
  | { kind: 'problem'; message: string };

const GEOLOCATION_PROBLEMS: Record<number, string> = {
  1: 'Location is blocked for this page. Allow it in the browser to show customers where you are.',
  2: 'Your phone cannot find its position right now. It keeps trying.',
  3: 'Your phone cannot find its position right now. It keeps trying.',
};

/**
 * Shares the phone's position for the orders out for delivery (decision 0083), and only while
 * there are any: the browser's watch stops the moment the last one is delivered. A position
 * goes at most every POSITION_SEND_EVERY_MS, or sooner once the rider moved
 * POSITION_SEND_AFTER_METRES; nothing is kept on the phone.
 */
export function usePositionSharing(outOrderIds: readonly string[]): SharingState {
  const key = outOrderIds.join(',');
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  // What the watch last reported, for the set of orders it was watching for.
  const [reported, setReported] = useState<{ key: string; state: SharingState } | null>(null);
  const last = useRef<{ point: GeoPoint; at: number } | null>(null);

  useEffect(() => {
    if (!key || !supported) return;
    const ids = key.split(',');
    const report = (state: SharingState) => setReported({ key, state });
    last.current = null;
    let stopped = false;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const point = { lat: position.coords.latitude, lng: position.coords.longitude };
        const now = Date.now();
        const prev = last.current;
        if (
          prev &&
          now - prev.at < POSITION_SEND_EVERY_MS &&
          metresBetween(prev.point, point) < POSITION_SEND_AFTER_METRES
        ) {
          return;
        }
        last.current = { point, at: now };
        Promise.all(ids.map((id) => sendPosition(id, point.lat, point.lng))).then(
          () => !stopped && report({ kind: 'sharing', at: now }),
          (error: unknown) =>
            !stopped &&
            report({
              kind: 'problem',
              message: errorMessage(error, 'Your position was not sent.'),
            }),
        );
      },
      (error) =>
        report({
          kind: 'problem',
          message: GEOLOCATION_PROBLEMS[error.code] ?? 'Your position is not available.',
        }),
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
    };
  }, [key, supported]);

  if (!key) return { kind: 'off' };
  if (!supported) return { kind: 'problem', message: 'This browser cannot share a position.' };
  return reported?.key === key ? reported.state : { kind: 'waiting' };
}
