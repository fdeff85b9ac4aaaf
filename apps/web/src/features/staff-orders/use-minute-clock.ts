import { useEffect, useState } from 'react';

const TICK_MS = 20_000;

/** The time now, read again every few seconds: waiting times on the board move on by themselves. */
export function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
