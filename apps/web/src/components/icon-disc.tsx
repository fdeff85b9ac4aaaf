import { Icon, type IconName } from './icons';
import styles from './icon-disc.module.css';

interface IconDiscProps {
  name: IconName;
  /** The icon's size in px. */
  size: number;
  strokeWidth?: number;
  /** Sets --disc-size when the disc is not 48 px wide. */
  className?: string;
}

/** One of our icons in a round, soft brand-coloured disc: a promise, a value, an error screen. */
export function IconDisc({ name, size, strokeWidth, className }: IconDiscProps) {
  return (
    <span className={className ? `${styles.disc} ${className}` : styles.disc}>
      <Icon name={name} size={size} {...(strokeWidth === undefined ? {} : { strokeWidth })} />
    </span>
  );
}
