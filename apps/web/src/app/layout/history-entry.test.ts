import { describe, expect, it } from 'vitest';
import { claimHistoryEntry, SCROLL_POSITIONS_KEY } from './history-entry';

/** One history entry's state, as the browser keeps it across documents. */
function entry(state: unknown = null) {
  return {
    state,
    replaceState(data: unknown) {
      this.state = data;
    },
  };
}

/** sessionStorage as ScrollRestoration leaves it. */
function storageWith(positions: Record<string, number> | null) {
  const saved = positions && JSON.stringify(positions);
  return { getItem: (key: string) => (key === SCROLL_POSITIONS_KEY ? saved : null) };
}

describe('the history entry a document starts on', () => {
  it('gets a key of its own on a new document, keeping what else its state holds', () => {
    const history = entry({ idx: 0 });
    const start = claimHistoryEntry({ navigationType: 'navigate', history, newKey: () => 'k1' });
    expect(history.state).toEqual({ idx: 0, key: 'k1' });
    expect(start.savedPosition).toBeUndefined();
  });

  it('gets a fresh key on a reload, so the page starts at the top', () => {
    const history = entry({ idx: 3, key: 'old' });
    const start = claimHistoryEntry({
      navigationType: 'reload',
      history,
      storage: storageWith({ old: 900 }),
      newKey: () => 'new',
    });
    expect(history.state).toEqual({ idx: 3, key: 'new' });
    expect(start.savedPosition).toBeUndefined();
  });

  it('keeps its key on back/forward and finds the position saved for it (regression)', () => {
    // The first entry of a document used to be 'default' plus that document's id: the position
    // its document saved could never be found by the document that came back to it.
    const history = entry({ idx: 0, key: 'k1' });
    const start = claimHistoryEntry({
      navigationType: 'back_forward',
      history,
      storage: storageWith({ k1: 900, k2: 40 }),
      newKey: () => 'unused',
    });
    expect(history.state).toEqual({ idx: 0, key: 'k1' });
    expect(start.savedPosition).toBe(900);
  });

  it('comes back with nothing saved when the browser kept no position or refuses storage', () => {
    const history = entry({ key: 'k1' });
    expect(
      claimHistoryEntry({ navigationType: 'back_forward', history, storage: storageWith(null) })
        .savedPosition,
    ).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(
      claimHistoryEntry({ navigationType: 'back_forward', history, storage: refusing })
        .savedPosition,
    ).toBeUndefined();
    expect(history.state).toEqual({ key: 'k1' });
  });

  it('gets a key on back/forward to an entry that never had one', () => {
    const history = entry(null);
    claimHistoryEntry({ navigationType: 'back_forward', history, newKey: () => 'k9' });
    expect(history.state).toEqual({ key: 'k9' });
  });
});
