import { useState } from 'react';
import { Link, NavLink } from '@/lib/router';
import { AccountLink } from '@/features/auth';
import { CartLink } from '@/features/cart';
import { HeaderSearch } from '@/features/catalog';
import { KitchenStatus } from '@/features/restaurant';
import { useAppSelector } from '../hooks';
import { isStaffRole } from '../routes/admin/admin-sections';
import styles from './site-header.module.css';

const NAV = [
  { to: '/menu', label: 'Menu' },
  { to: '/nine-specials', label: '9-to-9 Specials' },
  { to: '/offers', label: 'Offers' },
];

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  // Staff reach their side from the shop: in the ☰ menu on a phone, in the row on a desktop.
  const staff = isStaffRole(useAppSelector((s) => s.auth.user?.role));
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            9·9
          </span>
          <span className={styles.brandText}>
            Nine<em>To</em>Nine
          </span>
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="visually-hidden">Menu</span>
          <span aria-hidden="true">☰</span>
        </button>
        <nav
          id="site-nav"
          className={`${styles.nav} ${open ? styles.navOpen : ''}`}
          aria-label="Main"
        >
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </NavLink>
          ))}
          {staff && (
            <NavLink
              to="/admin"
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
              onClick={() => setOpen(false)}
            >
              Staff
            </NavLink>
          )}
        </nav>
        <div className={styles.search}>
          <HeaderSearch />
        </div>
        <div className={styles.actions}>
          <div className={styles.kitchen}>
            <KitchenStatus compact />
          </div>
          <CartLink />
          <AccountLink />
        </div>
      </div>
    </header>
  );
}
