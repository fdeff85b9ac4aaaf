import { screenTexts } from '@ninetonine/contract/core';
import { Link } from '@/lib/router';
import styles from './status-screen.module.css';
import { IconDisc } from './icon-disc';

/**
 * The global error screen (docs/storefront-contract.md#error-screen), shown for an unexpected
 * render error.
 */
export function ErrorScreen() {
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-title">
      <IconDisc name="fire" size={44} strokeWidth={1.5} className={styles.disc} />
      <h1 id="error-title">{screenTexts.errorTitle}</h1>
      <p className={styles.body}>{screenTexts.errorBody}</p>
      {/* A full reload: whatever broke starts again from a clean slate. */}
      <Link to="/" className="btn btn-primary" reloadDocument>
        {screenTexts.errorLink}
      </Link>
    </section>
  );
}
