import { OpeningHours, telHref, useRestaurantContact } from '@/features/restaurant';
import { Link } from '@/lib/router';
import { useMinuteClock } from '@/lib/minute-clock';
import styles from './site-footer.module.css';

const EXPLORE = [
  { to: '/menu', label: 'Menu' },
  { to: '/nine-specials', label: '9-to-9 Specials' },
  { to: '/offers', label: 'Offers' },
  { to: '/search', label: 'Search' },
];
const GOOD_TO_KNOW = [
  { to: '/help', label: 'Help and support' },
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
  { to: '/contact-us', label: 'Contact us' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/refund-policy', label: 'Cancellations and refunds' },
  { to: '/about', label: 'About us' },
];

export function SiteFooter() {
  const year = new Date(useMinuteClock()).getFullYear();
  const contact = useRestaurantContact();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandCol}>
          <p className={styles.brand}>NineToNine</p>
          <p className={styles.tag}>Cooking fresh, to order.</p>
          {contact && (
            <address className={styles.tag}>
              {contact.address}
              {contact.phone && (
                <>
                  <br />
                  <a href={telHref(contact.phone)} className={styles.phone}>
                    {contact.phone}
                  </a>
                </>
              )}
            </address>
          )}
        </div>
        <div>
          <h2 className={styles.heading}>Opening hours</h2>
          <OpeningHours className={styles.hours} />
        </div>
        <nav aria-label="Explore">
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.links}>
            {EXPLORE.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Good to know</h2>
          <ul className={styles.links}>
            {GOOD_TO_KNOW.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copy}>© {year} NineToNine Kitchen</p>
    </footer>
  );
}
