import { useState } from 'react';
import { ActionError } from '@/components/form/form-parts';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileResponse } from '../types';
import styles from './auth-form.module.css';

/**
 * The customer's switch for mails about their orders' progress (decision 0064). Saved as soon
 * as it is flipped; the receipt of each order goes regardless, and only to a confirmed email.
 */
export function OrderMailSettings({ profile }: { profile: ProfileResponse }) {
  const { user, userProfileDetail: detail } = profile;
  const save = useUpdateProfile();
  // The tap shows at once: the mutation's own pending state arrives a task later, and meanwhile
  // React would set the box back to the saved value (a tap that seems lost).
  const [tapped, setTapped] = useState<boolean | null>(null);
  const on = tapped ?? detail.orderStatusMails;
  return (
    <section aria-labelledby="order-mails-heading" className={styles.mailSettings}>
      <h3 id="order-mails-heading">Order emails</h3>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={on}
          aria-describedby="order-mails-hint"
          aria-busy={save.isPending}
          onChange={(e) => {
            if (save.isPending) return;
            setTapped(e.target.checked);
            save.mutate(
              { orderStatusMails: e.target.checked },
              { onSettled: () => setTapped(null) },
            );
          }}
        />
        Email me when my order is accepted, ready, on its way or cancelled
      </label>
      <p id="order-mails-hint" className="muted">
        {user.email
          ? user.emailVerified
            ? `Receipts always go to ${user.email}.`
            : `Once you confirm ${user.email}, receipts and these updates go there.`
          : 'Your account has no email address, so we cannot send receipts or updates.'}
      </p>
      <div aria-live="polite">
        {save.isSuccess && !save.isPending && (
          <p role="status">
            {save.data.userProfileDetail.orderStatusMails
              ? 'Order status emails are on.'
              : 'Order status emails are off. Receipts still go.'}
          </p>
        )}
      </div>
      <ActionError error={save.error} fallback="We could not change that. Please try again." />
    </section>
  );
}
