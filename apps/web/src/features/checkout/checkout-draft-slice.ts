import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ORDER_NOTE_MAX, TIP_MAX } from '@ninetonine/contract/core';
import { isRehydrate, type SavedStateConfig } from '@/lib/saved-state';

/**
 * What the customer typed at checkout that a reload or "back" must not lose (issue 34, item 4):
 * the kitchen note, the applied coupon code, the tip and "leave at the door". Prices never live
 * here: the quote is asked again from these choices. Cleared once the order is placed.
 */
export interface CheckoutDraft {
  note: string;
  couponCode: string;
  /** The tip in major units; 0: none. */
  tip: number;
  contactless: boolean;
}

export const emptyCheckoutDraft: CheckoutDraft = {
  note: '',
  couponCode: '',
  tip: 0,
  contactless: false,
};

/**
 * Kept in sessionStorage under its own key (decision 0085): the tab's own, gone when it closes,
 * and outside the spec's `persist:ninetonine` layout, which stays auth and cart only.
 */
export const CHECKOUT_DRAFT_SAVED = {
  key: 'ninetonine-checkout',
  version: 1,
  slices: ['checkoutDraft'],
} as const satisfies SavedStateConfig<'checkoutDraft'>;

/** A saved copy as far as it is still sound (storage is the user's to edit); the rest empty. */
export function readDraft(saved: unknown): CheckoutDraft {
  const s = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>;
  const tip = typeof s.tip === 'number' && s.tip >= 0 && s.tip <= TIP_MAX ? s.tip : 0;
  return {
    note: typeof s.note === 'string' ? s.note.slice(0, ORDER_NOTE_MAX) : '',
    couponCode: typeof s.couponCode === 'string' ? s.couponCode.slice(0, 40) : '',
    tip,
    contactless: s.contactless === true,
  };
}

export const checkoutDraftSlice = createSlice({
  name: 'checkoutDraft',
  initialState: emptyCheckoutDraft,
  reducers: {
    draftNoteChanged(state, action: PayloadAction<string>) {
      state.note = action.payload;
    },
    draftCouponChanged(state, action: PayloadAction<string>) {
      state.couponCode = action.payload;
    },
    draftTipChanged(state, action: PayloadAction<number>) {
      state.tip = action.payload;
    },
    draftContactlessChanged(state, action: PayloadAction<boolean>) {
      state.contactless = action.payload;
    },
    /** The order is placed (or the session ended): nothing of it carries over to the next. */
    checkoutDraftCleared: () => emptyCheckoutDraft,
  },
  extraReducers: (builder) => {
    builder.addMatcher(isRehydrate, (state, action) =>
      action.key === CHECKOUT_DRAFT_SAVED.key && action.payload
        ? readDraft(action.payload.checkoutDraft)
        : state,
    );
  },
});

export const {
  draftNoteChanged,
  draftCouponChanged,
  draftTipChanged,
  draftContactlessChanged,
  checkoutDraftCleared,
} = checkoutDraftSlice.actions;
