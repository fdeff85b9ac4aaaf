import { describe, expect, it } from 'vitest';
import { linkTokenIn, moveLinkTokenToFragment } from './link-token';

function fakeWindow(pathname: string, search: string) {
  const calls: Array<{ state: unknown; url: string }> = [];
  const state = { key: 'k1' };
  return {
    calls,
    win: {
      location: { pathname, search },
      history: {
        state,
        replaceState: (s: unknown, _unused: string, url?: string | URL | null) =>
          void calls.push({ state: s, url: String(url) }),
      },
    },
    state,
  };
}

describe('mailed link tokens', () => {
  it('reads the token from the fragment', () => {
    expect(linkTokenIn('#token=abc-DEF_1')).toBe('abc-DEF_1');
    expect(linkTokenIn('')).toBe('');
    expect(linkTokenIn('#other=1')).toBe('');
  });

  it("moves an old link's query token into the fragment, keeping the entry's state", () => {
    const { win, calls, state } = fakeWindow('/verify-email', '?token=abc&x=1');
    moveLinkTokenToFragment(win);
    expect(calls).toEqual([{ state, url: '/verify-email?x=1#token=abc' }]);
    const reset = fakeWindow('/reset-password', '?token=t%2B1');
    moveLinkTokenToFragment(reset.win);
    expect(reset.calls[0]!.url).toBe('/reset-password#token=t%2B1');
    expect(linkTokenIn('#token=t%2B1')).toBe('t+1');
  });

  it('leaves other pages and tokenless links alone', () => {
    for (const [path, search] of [
      ['/menu', '?token=abc'],
      ['/verify-email', ''],
      ['/verify-email', '?x=1'],
    ] as const) {
      const { win, calls } = fakeWindow(path, search);
      moveLinkTokenToFragment(win);
      expect(calls).toEqual([]);
    }
  });
});
