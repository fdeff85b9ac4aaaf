import { ORDER_RECONNECT_EVENT } from '@ninetonine/contract/core';
import { useEffect, useRef, useState } from 'react';

/** connecting, then live; reconnecting while the stream is down (the page polls meanwhile). */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** How long to wait before opening a stream the browser gave up on (a refused reconnect). */
const REOPEN_MS = 5_000;
/**
 * How soon to open again a stream the server ended with `reconnect` (its instance is shutting
 * down; another answers): at once, spread over a moment so every open page does not come at once.
 */
const reconnectDelay = () => 200 + Math.random() * 800;

/** What a stream's user does with it; `connect` adds its own event listeners to the source. */
export interface OrderStreamUse {
  /** The stream is open; `again` when it was down before (what it missed is read once). */
  onOpen?: (again: boolean) => void;
  /**
   * The browser gave up reconnecting (a stream ends with its access token; the reconnect then
   * gets 401): read through the API client, which renews the session, before the reopen.
   */
  onRefused?: () => void;
  /** The stream is closed for good (the page left, or a new one replaces it). */
  onClose?: () => void;
}

/**
 * One server-sent-events stream of order news (the customer's order, the kitchen's board), kept
 * open: the browser reconnects by itself after a drop; a stream the server ends with `reconnect`
 * or the browser gives up on is opened again a little later. `connect` runs on each opening,
 * with the source and a way to open it again at once; no `url`, no stream.
 */
export function useOrderStream(
  url: string | null,
  connect: (source: EventSource, reopenNow: () => void) => OrderStreamUse,
): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const [generation, setGeneration] = useState(0);
  // The latest `connect` serves the next opening; a new one alone does not reopen the stream.
  const connecting = useRef(connect);
  useEffect(() => {
    connecting.current = connect;
  }, [connect]);

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let wasDown = false;
    const reopenIn = (ms: number) => {
      reopen = setTimeout(() => setGeneration((g) => g + 1), ms);
    };
    const reopenNow = () => {
      clearTimeout(reopen);
      setGeneration((g) => g + 1);
    };
    const use = connecting.current(source, reopenNow);

    source.onopen = () => {
      setState('live');
      use.onOpen?.(wasDown);
    };
    source.addEventListener(ORDER_RECONNECT_EVENT, () => {
      source.close();
      setState('reconnecting');
      reopenIn(reconnectDelay());
    });
    source.onerror = () => {
      wasDown = true;
      setState('reconnecting');
      if (source.readyState === EventSource.CLOSED) {
        use.onRefused?.();
        reopenIn(REOPEN_MS);
      }
    };
    return () => {
      clearTimeout(reopen);
      source.close();
      use.onClose?.();
    };
  }, [url, generation]);

  return state;
}
