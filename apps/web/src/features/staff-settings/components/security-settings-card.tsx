import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionError } from '@/components/form/form-parts';
import { Link } from '@/lib/router';
import styles from './staff-settings.module.css';
import {
  SECURITY_SETTINGS_KEY,
  getSecuritySettings,
  putSecuritySettings,
} from '../api/security-settings';

/** The admin's switch: every staff account must sign in with an authenticator app. */
export function SecuritySettingsCard() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: SECURITY_SETTINGS_KEY, queryFn: getSecuritySettings });
  const save = useMutation({
    mutationFn: putSecuritySettings,
    onSuccess: (data) => queryClient.setQueryData(SECURITY_SETTINGS_KEY, data),
  });
  const required = settings.data?.requireStaffSecondFactor ?? false;
  return (
    // Drawn like the settings form's groups above it, inset alike (issue 34, item 20).
    <section className={styles.group} aria-labelledby="security-settings-title">
      <h2 id="security-settings-title" className={styles.groupTitle}>
        Security
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={required}
          disabled={!settings.data || save.isPending}
          onChange={(e) => save.mutate({ requireStaffSecondFactor: e.target.checked })}
        />{' '}
        Require two-step sign-in (an authenticator app) for every staff account
      </label>
      <p className={`muted ${styles.closed}`}>
        Staff without one set it up at their next sign-in; their current sessions end when you turn
        this on.
      </p>
      <p className={styles.plain}>
        Your own two-step sign-in is set up on your account page:{' '}
        <Link to="/accounts#two-step">set up two-step sign-in for your account</Link>.
      </p>
      <ActionError error={save.error} fallback="We could not change that. Please try again." />
    </section>
  );
}
