import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeScrollKey } from './scroll-key';

const at = (key: string) =>
  ({ key, pathname: '/x', search: '', hash: '', state: null }) as Location;

describe('scroll restoration key', () => {
  it('gives a typed-in or reloaded document its own key, so it starts at the top', () => {
    const first = makeScrollKey({
      documentId: 'd1',
      firstKey: 'default',
      navigationType: 'navigate',
    });
    const second = makeScrollKey({
      documentId: 'd2',
      firstKey: 'default',
      navigationType: 'reload',
    });
    expect(first(at('default'))).not.toBe(second(at('default')));
    const pushed = makeScrollKey({ documentId: 'd3', firstKey: 'k1', navigationType: 'reload' });
    expect(pushed(at('k1'))).toBe('k1@d3');
  });

  it('keeps in-app entries on their own keys, so back and forward restore', () => {
    const key = makeScrollKey({
      documentId: 'd1',
      firstKey: 'default',
      navigationType: 'navigate',
    });
    expect(key(at('k2'))).toBe('k2');
    expect(key(at('default'))).toBe(key(at('default')));
  });

  it('restores a document reached by back/forward under its entry’s key', () => {
    const key = makeScrollKey({ documentId: 'd9', firstKey: 'k4', navigationType: 'back_forward' });
    expect(key(at('k4'))).toBe('k4');
  });
});
