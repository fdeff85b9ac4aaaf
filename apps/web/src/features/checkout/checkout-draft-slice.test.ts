import { describe, expect, it } from 'vitest';
import { REHYDRATE } from '@/lib/saved-state';
import {
  CHECKOUT_DRAFT_SAVED,
  checkoutDraftCleared,
  checkoutDraftSlice,
  draftNoteChanged,
  emptyCheckoutDraft,
  readDraft,
} from './checkout-draft-slice';
import { tipProblem } from './tip-rules';

const reduce = checkoutDraftSlice.reducer;

describe('the checkout draft (decision 0085)', () => {
  it('takes back its own saved copy, only as far as it is sound', () => {
    const saved = { note: 'No onions', couponCode: 'FLAT50', tip: 30, contactless: true };
    const action = {
      type: REHYDRATE,
      key: CHECKOUT_DRAFT_SAVED.key,
      payload: { checkoutDraft: saved },
    };
    expect(reduce(undefined, action)).toEqual(saved);
    // Another saved copy (the cart's) is not the draft's.
    expect(reduce(undefined, { ...action, key: 'ninetonine' })).toEqual(emptyCheckoutDraft);
    expect(
      readDraft({ note: 7, couponCode: 'X'.repeat(99), tip: 10_000, contactless: 'yes' }),
    ).toEqual({
      note: '',
      couponCode: 'X'.repeat(40),
      tip: 0,
      contactless: false,
    });
  });

  it('is emptied once the order is placed', () => {
    const typed = reduce(undefined, draftNoteChanged('Ring twice'));
    expect(reduce(typed, checkoutDraftCleared())).toEqual(emptyCheckoutDraft);
  });

  it('says why a typed tip cannot be used', () => {
    expect(tipProblem('')).toBeNull();
    expect(tipProblem('25.50')).toBeNull();
    expect(tipProblem('500')).toBeNull();
    expect(tipProblem('500.01')).toMatch(/at most 500/);
    expect(tipProblem('1.234')).toMatch(/amount/);
    expect(tipProblem('-5')).toMatch(/amount/);
    expect(tipProblem('abc')).toMatch(/amount/);
  });
});
