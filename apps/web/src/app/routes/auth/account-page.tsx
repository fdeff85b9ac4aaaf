import { fallbackMessages } from '@ninetonine/contract/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { useAppDispatch } from '@/app/hooks';
import { QueryState } from '@/components/query-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FormAlert } from '@/components/form/form-parts';
import { AddressBook } from '@/features/addresses/page-parts';
import { logout, profileQuery, ReauthDialog } from '@/features/auth';
import {
  OrderMailSettings,
  OrderUpdatesSettings,
  PhoneToProfileOffer,
  ProfileForm,
  SessionsList,
  TwoStepSettings,
  VerifyEmailNotice,
} from '@/features/auth/page-parts';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { OrderHistory } from './order-history';
import styles from './account-page.module.css';

const PROVIDER_NAMES = { password: 'Email and password', 'google.com': 'Google', phone: 'Phone' };

/** Only same-origin images pass the page's CSP (img-src 'self'); others get initials. */
function sameOriginImage(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, window.location.href).origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** /accounts (signed in only): the profile, its editing, sign-in methods and sign-out. */
export default function AccountPage() {
  useDocumentTitle('Your account');
  const dispatch = useAppDispatch();
  const format = useRestaurantFormat();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  // Counts phones saved from an address's offer: the profile form starts again from each.
  const [phoneOffersSaved, setPhoneOffersSaved] = useState(0);
  const profile = useQuery(profileQuery());

  const onSignOut = async () => {
    setSigningOut(true);
    setSignOutError(null);
    const result = await dispatch(logout());
    if (logout.rejected.match(result)) {
      setSignOutError(result.payload ?? fallbackMessages.logout);
      setSigningOut(false);
      return;
    }
    navigate('/', { replace: true });
  };

  if (!profile.data) {
    return (
      <section className="page">
        <QueryState query={profile} errorTitle="Your account didn't load" level={1} />
      </section>
    );
  }

  const { user, userProfileDetail: detail } = profile.data;
  const avatar = sameOriginImage(detail.avatar);
  // A phone sign-up's "Guest 8110" is ours, not their name (issue 19 #15): not a greeting.
  const shownName = user.needsName ? 'Your account' : detail.name;
  return (
    <section className={`page ${styles.page}`}>
      <header className={styles.hero}>
        {avatar ? (
          <img className={styles.avatar} src={avatar} alt="" width={72} height={72} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {user.needsName ? '?' : (detail.name.trim()[0] ?? '?').toUpperCase()}
          </span>
        )}
        <div>
          <h1 className={styles.title}>{shownName}</h1>
          <p className="muted">
            {[detail.email, detail.phone].filter(Boolean).join(' · ')}
            <br />
            Member since {format.monthYear(detail.memberSince)} ·{' '}
            {detail.orderCount === 1 ? '1 order' : `${detail.orderCount} orders`}
          </p>
        </div>
      </header>

      {user.email && !user.emailVerified && <VerifyEmailNotice email={user.email} />}
      {/* What customers come here for first, so on a phone it is not under every form. */}
      <OrderHistory />

      <div className={styles.grid}>
        <section className={`card ${styles.panel}`} aria-labelledby="profile-heading">
          <h2 id="profile-heading">Profile</h2>
          {/* Started again when an address's offer saves a phone, so the form shows it. */}
          <ProfileForm profile={profile.data} key={`${user._id} ${phoneOffersSaved}`} />
          <OrderMailSettings profile={profile.data} />
          <OrderUpdatesSettings profile={profile.data} />
        </section>

        <section className={`card ${styles.panel}`} aria-labelledby="security-heading">
          <h2 id="security-heading">Sign-in and security</h2>
          <p className="muted">
            You sign in with: {user.providers.map((p) => PROVIDER_NAMES[p]).join(', ') || '—'}
          </p>
          {user.providers.includes('password') && (
            <p>
              <Link to="/change-password">Change your password</Link>
            </p>
          )}
          {signOutError && <FormAlert>{signOutError}</FormAlert>}
          <button
            type="button"
            className="btn"
            onClick={() => void onSignOut()}
            disabled={signingOut}
            aria-busy={signingOut}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
          <SessionsList />
          {(user.role === 'staff' || user.role === 'admin') && (
            <>
              <TwoStepSettings />
              <ReauthDialog />
            </>
          )}
        </section>
      </div>
      <AddressBook
        className={`card ${styles.panel}`}
        afterAdding={(added) => (
          <PhoneToProfileOffer
            phone={added.phone}
            onSaved={() => setPhoneOffersSaved((n) => n + 1)}
          />
        )}
      />
    </section>
  );
}
