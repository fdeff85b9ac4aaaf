import { useSyncExternalStore } from 'react';

export interface CartToast {
  id: number;
  kind: 'success' | 'error';
  message: string;
  /** Offer a "View cart" link (after an add). */
  showCartLink?: boolean;
}

/**
 * The cart's one toast, kept outside Redux: it is fleeting UI, and the cart slice is persisted
 * (a toast must not come back after a reload).
 */
let current: CartToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showCartToast(toast: Omit<CartToast, 'id'>): void {
  current = { ...toast, id: nextId++ };
  emit();
}

/** Hides the toast, or only the given one (a timer must not hide a newer toast). */
export function dismissCartToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartToast(): CartToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** For tests. */
export const peekCartToast = () => current;
