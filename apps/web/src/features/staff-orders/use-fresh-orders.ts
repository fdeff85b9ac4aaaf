import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long a new order stays highlighted unless someone touches it first. Long enough to be seen
 * from across a busy kitchen; the "New" column still holds it afterwards.
 */
export const HIGHLIGHT_MS = 30_000;

/** The orders that just arrived live, highlighted until touched or HIGHLIGHT_MS pass. */
export function useFreshOrders() {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const touch = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setFresh((s) => {
      if (!s.has(id)) return s;
      const next = new Set(s);
      next.delete(id);
      return next;
    });
  }, []);

  const mark = useCallback(
    (id: string) => {
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => touch(id), HIGHLIGHT_MS),
      );
      setFresh((s) => new Set(s).add(id));
    },
    [touch],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { fresh, mark, touch };
}
