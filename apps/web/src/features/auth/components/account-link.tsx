import { Link } from '@/lib/router';
import { useAppSelector } from '@/app/hooks';
import headerAction from '@/components/header-action.module.css';
import styles from './account-link.module.css';

/** First name for the header; long names are cut so the header keeps its shape. */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.length > 14 ? `${first.slice(0, 13)}…` : first;
}

/** Header link: "Sign in", or the signed-in user's first name linking to the account page. */
export function AccountLink() {
  const user = useAppSelector((s) => s.auth.user);
  if (!user) {
    return (
      <Link to="/signin" className={headerAction.action}>
        Sign in
      </Link>
    );
  }
  // A phone sign-up's made-up name ("Guest 8110") is nobody's: not shown as if it were theirs.
  if (user.needsName) {
    return (
      <Link to="/accounts" className={`${headerAction.action} ${styles.link}`}>
        <span className={styles.avatar} aria-hidden="true">
          <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor">
            <circle cx="8" cy="5" r="3" />
            <path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" />
          </svg>
        </span>
        <span className={styles.anonymous}>Your account</span>
      </Link>
    );
  }
  const shown = firstName(user.name);
  // No aria-label: the name is what the link shows, then where it goes (WCAG 2.5.3, label in
  // name; the initial is decoration), "Ada: your account (Ada Lovelace)".
  return (
    <Link to="/accounts" className={`${headerAction.action} ${styles.link}`}>
      <span className={styles.avatar} aria-hidden="true">
        {(user.name.trim()[0] ?? '?').toUpperCase()}
      </span>
      <span className={styles.name}>{shown || 'Account'}</span>
      <span className="visually-hidden">
        {shown ? `: your account (${user.name})` : ': your account'}
      </span>
    </Link>
  );
}
