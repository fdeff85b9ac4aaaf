import { OPENING_HOURS } from '@ninetonine/contract';
import { Link } from 'react-router';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>NineToNine</p>
          <p className={styles.tag}>Cooking fresh, every day from 9 to 9.</p>
        </div>
        <div>
          <h2 className={styles.heading}>Opening hours</h2>
          <p>
            Every day <time dateTime={OPENING_HOURS.opens}>9:00</time> to{' '}
            <time dateTime={OPENING_HOURS.closes}>21:00</time>
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Good to know</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/help">Help and support</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms and conditions</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
            <li>
              <Link to="/about">About us</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copy}>© {new Date().getFullYear()} NineToNine Kitchen</p>
    </footer>
  );
}
