import { screenTexts } from '@ninetonine/contract';
import { Link } from 'react-router';
import styles from './status-screen.module.css';

/** The global error screen (spec §2), shown for an unexpected render error. */
export function ErrorScreen() {
  return (
    <main className={styles.screen}>
      <div className={styles.emoji} aria-hidden="true">
        🔥
      </div>
      <h1>{screenTexts.errorTitle}</h1>
      <p className={styles.body}>{screenTexts.errorBody}</p>
      <Link to="/" className="btn btn-primary" reloadDocument>
        {screenTexts.errorLink}
      </Link>
    </main>
  );
}
