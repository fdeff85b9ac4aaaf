import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

interface PageIntroProps {
  kicker: string;
  title: ReactNode;
  /** The lede under the title, if any. */
  children?: ReactNode;
  /** The page's own spacing around the intro. */
  className?: string;
}

/** Kicker, title and lede at the top of the menu and search pages. */
export function PageIntro({ kicker, title, children, className }: PageIntroProps) {
  return (
    <header className={className}>
      <p className="kicker">{kicker}</p>
      <h1 className={styles.title}>{title}</h1>
      {children && <p className={styles.lede}>{children}</p>}
    </header>
  );
}
