import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from '@/lib/router';
import { useHydrated } from '@/hooks/use-hydrated';
import { dismissCartToast, useCartToast } from '../cart-toast';
import styles from './cart-toaster.module.css';

const VISIBLE_MS = { success: 6000, error: 10000 };

/**
 * The cart's toast, in a live region that is always in the page (so screen readers announce
 * what appears in it). It stays while hovered or focused, and goes after a few seconds otherwise.
 */
export function CartToaster() {
  const toast = useCartToast();
  const [held, setHeld] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!toast || held) return;
    const timer = setTimeout(() => dismissCartToast(toast.id), VISIBLE_MS[toast.kind]);
    return () => clearTimeout(timer);
  }, [toast, held]);

  const hold = () => setHeld(true);
  const release = () => {
    if (!ref.current?.matches(':hover, :focus-within')) setHeld(false);
  };

  // Not in the server's HTML: there is no document.body to portal into there.
  if (!hydrated) return null;
  // A portal: the sticky header's backdrop-filter would otherwise trap position: fixed.
  return createPortal(
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <div
          ref={ref}
          key={toast.id}
          className={`${styles.toast} ${toast.kind === 'error' ? styles.error : styles.success}`}
          onMouseEnter={hold}
          onMouseLeave={release}
          onFocus={hold}
          onBlur={release}
        >
          <span className={styles.icon} aria-hidden="true">
            {toast.kind === 'error' ? '!' : '✓'}
          </span>
          <div className={styles.body}>
            <p className={styles.message}>{toast.message}</p>
            {toast.showCartLink && (
              <Link to="/cart" className={styles.action} onClick={() => dismissCartToast()}>
                View cart
              </Link>
            )}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismissCartToast()}
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
