import { useSyncExternalStore } from 'react';
import { appUpdate } from '../app-update';
import styles from './app-notices.module.css';

const notReady = () => false;

/** "A new version is ready" with its Reload button; nothing changes until it is pressed. */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(appUpdate.subscribe, appUpdate.isReady, notReady);
  if (!ready) return null;
  return (
    <div className={styles.update} role="status">
      <p>A new version of NineToNine is ready.</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => appUpdate.apply(() => window.location.reload())}
      >
        Reload
      </button>
    </div>
  );
}
