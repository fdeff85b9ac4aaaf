import type { ReactNode } from 'react';
import styles from './info-page.module.css';

interface InfoPageProps {
  kicker: string;
  title: string;
  lede?: ReactNode;
  children: ReactNode;
  /** Wider pages (forms with a side column) use the full container. */
  wide?: boolean;
}

/** The common frame of the help, terms, about, contact and offers pages. */
export function InfoPage({ kicker, title, lede, children, wide = false }: InfoPageProps) {
  return (
    <div className={styles.wrap}>
      <header className={styles.head}>
        <div className={styles.headInner}>
          <p className="kicker">{kicker}</p>
          <h1 className={styles.title}>{title}</h1>
          {lede && <div className={styles.lede}>{lede}</div>}
        </div>
      </header>
      <div className={`${styles.body} ${wide ? styles.wide : ''}`}>{children}</div>
    </div>
  );
}
