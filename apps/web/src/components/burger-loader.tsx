import { screenTexts } from '@ninetonine/contract/core';
import styles from './burger-loader.module.css';

/** The themed loading fallback for every lazy page (docs/storefront-contract.md#page-loading). */
export function BurgerLoader() {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <div className={styles.burger} aria-hidden="true">
        <span className={styles.bunTop} />
        <span className={styles.lettuce} />
        <span className={styles.cheese} />
        <span className={styles.patty} />
        <span className={styles.bunBottom} />
      </div>
      <p className={styles.text}>{screenTexts.loading}</p>
    </div>
  );
}
