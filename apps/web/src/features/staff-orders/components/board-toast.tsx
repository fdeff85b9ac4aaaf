import { useEffect } from 'react';
import styles from './orders-board.module.css';

const SHOW_MS = 8_000;

export interface BoardNotice {
  message: string;
  /** "Undo" after a step: offered while the notice shows. */
  action?: { label: string; run: () => void };
  /** How long it shows (SHOW_MS when absent). */
  forMs?: number;
}

/** One message at the bottom of the board, gone after a while or when closed. */
export function BoardToast({
  notice,
  onClose,
}: {
  notice: BoardNotice | null;
  onClose: () => void;
}) {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onClose, notice.forMs ?? SHOW_MS);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  const toast = notice && (
    <div className={styles.toast}>
      <span>{notice.message}</span>
      {notice.action && (
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => {
            onClose();
            notice.action?.run();
          }}
        >
          {notice.action.label}
        </button>
      )}
      <button type="button" className="btn btn-small btn-ghost" onClick={onClose}>
        Dismiss
      </button>
    </div>
  );
  // Both regions are always there, so what appears in them is announced: a refusal at once, an
  // offer to undo politely.
  return (
    <div className={styles.toastRegion}>
      <div role="alert">{notice && !notice.action && toast}</div>
      <div role="status">{notice?.action && toast}</div>
    </div>
  );
}
