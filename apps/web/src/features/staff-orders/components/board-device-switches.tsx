import styles from './board-device-switches.module.css';

interface BoardDeviceSwitchesProps {
  notifications: {
    on: boolean;
    permission: NotificationPermission | 'unsupported';
    toggle: () => void;
  };
  printing: { autoPrint: boolean; toggleAutoPrint: () => void };
}

/**
 * This device's choices beside "Sound alerts" (decision 0067): system notifications while the
 * board's tab is hidden, and a kitchen ticket printed for each accepted order.
 */
export function BoardDeviceSwitches({ notifications, printing }: BoardDeviceSwitchesProps) {
  const { permission } = notifications;
  return (
    <>
      {permission !== 'unsupported' && permission !== 'denied' && (
        <button
          type="button"
          className={`btn btn-small ${styles.switch} ${notifications.on ? 'btn-primary' : 'btn-ghost'}`}
          aria-pressed={notifications.on}
          onClick={notifications.toggle}
        >
          Notifications<span aria-hidden="true">: {notifications.on ? 'on' : 'off'}</span>
        </button>
      )}
      {permission === 'denied' && (
        <p className={`muted ${styles.note}`}>
          Notifications are blocked for this site in the browser’s settings.
        </p>
      )}
      <button
        type="button"
        className={`btn btn-small ${styles.switch} ${printing.autoPrint ? 'btn-primary' : 'btn-ghost'}`}
        aria-pressed={printing.autoPrint}
        onClick={printing.toggleAutoPrint}
      >
        Print when accepted<span aria-hidden="true">: {printing.autoPrint ? 'on' : 'off'}</span>
      </button>
    </>
  );
}
