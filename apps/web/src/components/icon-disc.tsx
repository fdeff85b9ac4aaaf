import type { CSSProperties } from 'react';
import { Icon, type IconName } from './icons';
import styles from './icon-disc.module.css';

interface IconDiscProps {
  name: IconName;
  /** The disc's width and height in px. */
  disc: number;
  /** The icon's. */
  size: number;
  strokeWidth?: number;
}

/** One of our icons in a round, soft brand-coloured disc: a promise, a value, an error screen. */
export function IconDisc({ name, disc, size, strokeWidth }: IconDiscProps) {
  return (
    <span className={styles.disc} style={{ '--disc-size': `${disc}px` } as CSSProperties}>
      <Icon name={name} size={size} {...(strokeWidth === undefined ? {} : { strokeWidth })} />
    </span>
  );
}
