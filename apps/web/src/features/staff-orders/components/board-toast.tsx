import { useEffect } from 'react';
import styles from './orders-board.module.css';

const SHOW_MS = 8_000;

/** One message at the bottom of the board (a refused move), gone after a while or when closed. */
export function BoardToast({ message, onClose }: { message: string | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, SHOW_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return (
    <div className={styles.toastRegion} role="alert">
      {message && (
        <div className={styles.toast}>
          <span>{message}</span>
          <button type="button" className="btn btn-small btn-ghost" onClick={onClose}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
