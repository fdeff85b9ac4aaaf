import type { User, UserRole } from '@ninetonine/contract';
import { userRoles } from '@ninetonine/contract/core';
import { RoleOptions } from './role-options';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-users.module.css';

interface UserRowProps {
  user: User;
  isSelf: boolean;
  /** Its role change is being saved. */
  saving: boolean;
  /** Another role was picked: the page confirms before anything is sent. */
  onRoleChosen: (role: UserRole) => void;
  /** "End all sessions" was pressed: the page confirms first (not offered on your own row). */
  onEndSessions: () => void;
}

/** One account: who it is, how to reach them (and whether the email is proved), its role. */
export function UserRow({ user, isSelf, saving, onRoleChosen, onEndSessions }: UserRowProps) {
  const selectId = `role-${user._id}`;
  return (
    <li className={styles.row}>
      <div className={screen.who}>
        <span className={styles.name}>
          {user.name}
          {isSelf && <span className="muted"> (you)</span>}
        </span>
        {user.email && (
          <span className={screen.contact}>
            {user.email}{' '}
            {/* In words, not only colour: whether the owner proved this address is theirs. */}
            <span className={user.emailVerified ? styles.verified : styles.unverified}>
              {user.emailVerified ? 'Verified' : 'Not verified'}
            </span>
          </span>
        )}
        {user.phone && <span className={screen.contact}>{user.phone}</span>}
      </div>
      <div className={styles.roleControl}>
        <label htmlFor={selectId} className="visually-hidden">
          Role of {user.name}
        </label>
        {/* Controlled by the saved role: a choice shows only once the server has taken it. */}
        <select
          id={selectId}
          className="input"
          value={user.role}
          disabled={saving}
          aria-busy={saving}
          onChange={(e) => onRoleChosen(e.target.value as UserRole)}
        >
          <RoleOptions roles={userRoles} />
        </select>
        {saving && (
          <span role="status" className="muted">
            Saving…
          </span>
        )}
        {!isSelf && (
          <button
            type="button"
            className="btn btn-small"
            aria-label={`End all sessions of ${user.name}`}
            onClick={onEndSessions}
          >
            End all sessions
          </button>
        )}
      </div>
    </li>
  );
}
