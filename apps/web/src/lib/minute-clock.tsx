import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const MINUTE_MS = 60_000;

/** Time rounded down to the minute: a stable snapshot between ticks. */
export const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/**
 * When the page's HTML was rendered on the server (undefined for a page rendered here). A
 * hydrating render must show what the server showed, so it reads this time, not the clock.
 */
const RenderedAtContext = createContext<number | undefined>(undefined);

export function MinuteClockProvider({
  renderedAt,
  children,
}: {
  renderedAt: number | undefined;
  children: ReactNode;
}) {
  return <RenderedAtContext value={renderedAt}>{children}</RenderedAtContext>;
}

function subscribe(onTick: () => void) {
  // Tick on the minute's turn, then every minute.
  let timer = setTimeout(
    function tick() {
      onTick();
      timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS));
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  );
  return () => clearTimeout(timer);
}

const now = () => minuteOf(Date.now());

/**
 * The current minute (epoch ms), re-rendering on each new minute. On the server and while
 * hydrating it is the page's render time, so the HTML and the first client render agree; React
 * then re-renders with the real clock if the minute has moved on.
 */
export function useMinuteClock(): number {
  const renderedAt = useContext(RenderedAtContext);
  return useSyncExternalStore(subscribe, now, () => renderedAt ?? now());
}
