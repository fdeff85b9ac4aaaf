/**
 * One read of an order at a time: a request while that order is being read asks for one more
 * read after it, since the read in flight may predate the news that asked (an order placed and
 * rejected at once: dropping the second request left the card where the first read saw it).
 */
export function coalescedReads(
  read: (id: string) => Promise<void>,
  stopped: () => boolean,
): (id: string) => Promise<void> {
  const reading = new Map<string, { again: boolean }>();
  const request = async (id: string): Promise<void> => {
    const inFlight = reading.get(id);
    if (inFlight) {
      inFlight.again = true;
      return;
    }
    const state = { again: false };
    reading.set(id, state);
    try {
      await read(id);
    } finally {
      reading.delete(id);
      if (state.again && !stopped()) void request(id);
    }
  };
  return request;
}
