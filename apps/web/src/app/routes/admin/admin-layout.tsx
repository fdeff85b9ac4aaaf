import { Link, NavLink, Outlet, useLocation, useNavigation } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { StatePanel } from '@/components/state-panel';
import { isStaffRole, ReauthDialog } from '@/features/auth';
import { UpdatePrompt } from '@/features/pwa';
import { MessagesUnreadBadge } from '@/features/staff-messages';
import { useAppSelector } from '../../hooks';
import { PrivateRoute } from '../../private-route';
import { ADMIN_SECTIONS, sectionAt } from './admin-sections';
import styles from './admin-layout.module.css';

/**
 * /admin: the staff side's own layout, in its own lazy chunk (nothing of it in the storefront's
 * first load). Signed-out visitors go to /signin and come back; customers are told the page is
 * for staff. The server checks every call again: hiding a link is a convenience, not a guard.
 */
export default function AdminLayout() {
  return (
    <div className={styles.shell}>
      <a href="#admin-main" className={styles.skip}>
        Skip to content
      </a>
      <PrivateRoute>
        <StaffOnly />
      </PrivateRoute>
    </div>
  );
}

function StaffOnly() {
  const user = useAppSelector((s) => s.auth.user);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (!isStaffRole(user?.role)) {
    return (
      <main id="admin-main" className={styles.main}>
        <StatePanel
          icon="lock"
          title="This page is for the restaurant's staff"
          level={1}
          actions={<Link to="/">Back to the menu</Link>}
        >
          You are signed in as {user?.email ?? 'a customer'}. Ask an admin if you need access.
        </StatePanel>
      </main>
    );
  }
  const sections = ADMIN_SECTIONS.filter((s) => s.roles.includes(user!.role));
  // A staff member who follows a link to an admin-only section is told, not shown a broken page.
  const current = sectionAt(pathname);
  const allowed = !current || current.roles.includes(user!.role);
  return (
    <>
      <header className={styles.header}>
        <Link to="/admin" className={styles.brand}>
          NineToNine <span>staff</span>
        </Link>
        <nav aria-label="Staff sections" className={styles.nav}>
          {sections.map((s) => (
            <NavLink
              key={s.path}
              to={s.path ? `/admin/${s.path}` : '/admin'}
              end={!s.path}
              className={({ isActive }) => (isActive ? styles.active : undefined)}
            >
              {s.label}
              {s.path === 'messages' && <MessagesUnreadBadge />}
            </NavLink>
          ))}
        </nav>
        <Link to="/" className={styles.shop}>
          View the shop
        </Link>
      </header>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        {!allowed ? (
          <StatePanel
            icon="lock"
            title="This page is for admins"
            level={1}
            actions={<Link to="/admin">Back to the staff home</Link>}
          >
            {current?.label} is for admins only. Ask one if you need something changed there.
          </StatePanel>
        ) : navigation.state === 'loading' ? (
          <BurgerLoader />
        ) : (
          <Outlet />
        )}
      </main>
      {/* Sensitive staff actions after an old sign-in ask here, then carry on. */}
      <ReauthDialog />
      <UpdatePrompt />
    </>
  );
}
