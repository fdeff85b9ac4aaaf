import type { UserRole } from '@ninetonine/contract';
import { ROLE_LABELS } from '../role-change-text';

/** A role select's options, in the words the screen uses for roles. */
export function RoleOptions({ roles }: { roles: readonly UserRole[] }) {
  return roles.map((r) => (
    <option key={r} value={r}>
      {ROLE_LABELS[r]}
    </option>
  ));
}
