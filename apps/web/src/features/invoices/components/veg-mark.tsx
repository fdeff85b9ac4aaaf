import type { InvoiceLine } from '@ninetonine/contract';
import styles from './invoice.module.css';

/**
 * The FSSAI veg / non-veg symbol (a green dot or a brown triangle in a square), with its words
 * for screen readers and black-and-white printers. Nothing for a dish whose meat is not stated.
 */
export function VegMark({ veg }: { veg: InvoiceLine['veg'] }) {
  if (!veg) return null;
  const label = veg === 'veg' ? 'Veg' : 'Non-veg';
  return (
    <span className={`${styles.vegMark} ${veg === 'veg' ? styles.veg : styles.nonVeg}`}>
      <span className={styles.vegSymbol} aria-hidden="true" />
      <span className={styles.vegWord}>{label}</span>
    </span>
  );
}
