import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from '@/lib/router';
import { useAppSelector } from '@/app/hooks';
import { AccountLink, isStaffRole } from '@/features/auth';
import { CartLink } from '@/features/cart';
import { HeaderSearch } from '@/features/catalog';
import { KitchenStatus } from '@/features/restaurant';
import styles from './site-header.module.css';

const NAV = [
  { to: '/menu', label: 'Menu' },
  { to: '/nine-specials', label: '9-to-9 Specials' },
  { to: '/offers', label: 'Offers' },
];

/** Shown in the ☰ menu only: on a wide screen the header and footer hold them. */
function personalLinks(signedIn: boolean) {
  return [
    ...(signedIn
      ? [
          { to: '/accounts', label: 'Your account' },
          { to: '/accounts#orders-heading', label: 'Your orders' },
        ]
      : [{ to: '/signin', label: 'Sign in' }]),
    { to: '/help', label: 'Help and support' },
  ];
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  // Staff reach their side from the shop: in the ☰ menu on a phone, in the row on a desktop.
  const role = useAppSelector((s) => s.auth.user?.role);
  const staff = isStaffRole(role);
  const toggle = useRef<HTMLButtonElement>(null);
  const signedIn = useAppSelector((s) => s.auth.user !== null);
  const close = () => setOpen(false);
  const header = useRef<HTMLElement>(null);
  // Its height as a CSS variable, for bars that stick just under it (the menu's sections).
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--site-header-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <header className={styles.header} ref={header}>
      <div
        className={styles.inner}
        onKeyDown={(e) => {
          // Escape closes the ☰ menu and gives focus back to the button that opened it.
          if (e.key !== 'Escape' || !open) return;
          e.preventDefault();
          close();
          toggle.current?.focus();
        }}
      >
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            9·9
          </span>
          <span className={styles.brandText}>
            Nine<em>To</em>Nine
          </span>
        </Link>
        <button
          ref={toggle}
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
              onClick={close}
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
          {role === 'rider' && (
            <NavLink
              to="/rider"
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
              onClick={close}
            >
              Deliveries
            </NavLink>
          )}
          {personalLinks(signedIn).map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={`${styles.navLink} ${styles.phoneOnly}`}
              onClick={close}
            >
              {item.label}
            </Link>
          ))}
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
