import { passwordStrength } from '../password-rules';
import styles from './auth-form.module.css';

/** The strength hint under a new-password field. */
export function PasswordStrength({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <span className={styles.strength} data-score={score}>
      <span className={styles.meter} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span aria-live="polite">Strength: {label}</span>
    </span>
  );
}
