import { useCallback, useEffect, useRef, useState } from 'react';

/** How often new orders that nobody has acknowledged ring again. */
export const RING_EVERY_MS = 15_000;

/**
 * The orders that arrived live and nobody has acknowledged yet (decision 0052). Acknowledging is
 * opening (tapping, focusing) or moving the order, or "Acknowledge" for all of them.
 */
export function useArrivals() {
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  const arrive = useCallback((id: string) => setArrived((s) => new Set(s).add(id)), []);
  const acknowledge = useCallback((id: string) => {
    setArrived((s) => {
      if (!s.has(id)) return s;
      const next = new Set(s);
      next.delete(id);
      return next;
    });
  }, []);
  const acknowledgeAll = useCallback(() => setArrived(new Set()), []);
  return { arrived, arrive, acknowledge, acknowledgeAll };
}

/**
 * The alert while `waiting` orders are unacknowledged: a ring when one more arrives and again
 * every RING_EVERY_MS, and the count in the tab's title for a hidden tab. `rings` counts the
 * rings, so the repeat can be seen (and tested) without sound.
 */
export function useNewOrderAlert(waiting: number, ring: () => void) {
  const [rings, setRings] = useState(0);
  const ringRef = useRef(ring);
  useEffect(() => {
    ringRef.current = ring;
  }, [ring]);
  const ringOnce = useCallback(() => {
    ringRef.current();
    setRings((n) => n + 1);
  }, []);

  const before = useRef(0);
  useEffect(() => {
    if (waiting > before.current) ringOnce();
    before.current = waiting;
  }, [waiting, ringOnce]);

  const ringing = waiting > 0;
  useEffect(() => {
    if (!ringing) return;
    const timer = setInterval(ringOnce, RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing, ringOnce]);

  useEffect(() => {
    if (waiting === 0) return;
    const title = document.title;
    document.title = `(${waiting}) New orders · ${title}`;
    return () => {
      document.title = title;
    };
  }, [waiting]);

  return { rings };
}
