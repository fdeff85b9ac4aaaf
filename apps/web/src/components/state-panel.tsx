import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import styles from './state-panel.module.css';

interface StatePanelProps {
  /** One of our icons (not emoji: many systems have no emoji font). */
  icon: IconName;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
  /** The heading level in the page outline. */
  level?: 1 | 2 | 3;
}

/** Empty, error and "not found" states: one friendly look everywhere. */
export function StatePanel({
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
  level = 2,
}: StatePanelProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[level - 1] ?? 'h2';
  return (
    <div
      className={`${styles.panel} ${tone === 'error' ? styles.error : ''}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon name={icon} size={30} strokeWidth={1.6} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
