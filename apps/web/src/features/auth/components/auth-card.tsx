import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

/** The frame of the sign-in, sign-up and change-password pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`page ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
