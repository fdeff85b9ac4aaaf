import { fromMinor, toMinor } from '@ninetonine/contract/core';
import type { RoundRequest } from '@ninetonine/contract';
import { useState } from 'react';

/** One dish in the round being put together: what to send, and what to show meanwhile. */
export interface DraftLine {
  /** The dish, size and options together: adding the same again adds to its quantity. */
  key: string;
  foodId: string;
  name: string;
  size: string;
  optionIds: string[];
  /** The options' names, for the list ("Hot, Extra cheese"). */
  optionNames: string[];
  /** As the menu shows it now; the kitchen's price is the server's when the round is sent. */
  unitPrice: number;
  quantity: number;
}

/** A random Idempotency-Key (contract: 16-100 of A-Z a-z 0-9 _ -). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The round a guest is putting together on this phone (each guest their own), until it is sent.
 * One key per round: a send retried after a lost answer is the same round, never two.
 */
export function useRoundDraft() {
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [note, setNote] = useState('');
  const [key, setKey] = useState(newKey);
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const estimate = fromMinor(lines.reduce((sum, l) => sum + toMinor(l.unitPrice) * l.quantity, 0));
  return {
    lines,
    note,
    key,
    count,
    estimate,
    setNote,
    add(line: Omit<DraftLine, 'quantity'>, quantity = 1) {
      setLines((held) =>
        held.some((l) => l.key === line.key)
          ? held.map((l) => (l.key === line.key ? { ...l, quantity: l.quantity + quantity } : l))
          : [...held, { ...line, quantity }],
      );
    },
    setQuantity(lineKey: string, quantity: number) {
      setLines((held) =>
        quantity <= 0
          ? held.filter((l) => l.key !== lineKey)
          : held.map((l) => (l.key === lineKey ? { ...l, quantity } : l)),
      );
    },
    /** What POST /table/{token}/rounds takes: no price, the server's alone. */
    request(): RoundRequest {
      return {
        lines: lines.map((l) => ({
          foodId: l.foodId,
          size: l.size,
          quantity: l.quantity,
          ...(l.optionIds.length ? { optionIds: l.optionIds } : {}),
        })),
        note,
      };
    },
    /** Sent: the next round starts empty, with a key of its own. */
    sent() {
      setLines([]);
      setNote('');
      setKey(newKey());
    },
  };
}

export type RoundDraft = ReturnType<typeof useRoundDraft>;
