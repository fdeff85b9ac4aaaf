import type { User, UserRole } from '@ninetonine/contract';
import { USERS_PAGE_SIZE, userRoles } from '@ninetonine/contract/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { useListParams } from '@/hooks/use-list-params';
import { errorMessage } from '@/lib/api-client';
import { useChangeRole } from '../api/change-role';
import { useEndSessions } from '../api/end-sessions';
import { usersQuery } from '../api/get-users';
import { FormAlert } from '@/components/form/form-parts';
import { ListFilterField, ListSearchField } from '@/components/form/list-fields';
import { roleChangeDone } from '../role-change-text';
import { RoleOptions } from './role-options';
import { EndSessionsDialog } from './end-sessions-dialog';
import { InvitationsAdmin } from './invitations-admin';
import { RoleChangeDialog } from './role-change-dialog';
import { UserRow } from './user-row';
import { CountedRows } from '@/components/counted-rows';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-users.module.css';

type Outcome = { ok: boolean; text: string };

interface UsersAdminProps {
  /** The admin changed their own role: the signed-in user (and what they may see) must follow. */
  onOwnRoleChanged: () => void;
}

/**
 * Admins: find accounts, change who is staff or admin, and sign an account out everywhere (each
 * confirmed first).
 */
export function UsersAdmin({ onOwnRoleChanged }: UsersAdminProps) {
  const me = useAppSelector((s) => s.auth.user);
  const list = useListParams(['q', 'role'], 'q');
  const { q: search, role: roleParam } = list.filters;
  const role = (userRoles as readonly string[]).includes(roleParam) ? (roleParam as UserRole) : '';
  const { page, setPage } = list;
  const users = useQuery(
    usersQuery({
      page,
      limit: USERS_PAGE_SIZE,
      search: search || undefined,
      role: role || undefined,
    }),
  );
  const changeRole = useChangeRole();
  const [pending, setPending] = useState<{ user: User; role: UserRole } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const endSessions = useEndSessions();
  const [ending, setEnding] = useState<User | null>(null);

  const confirmEnd = () => {
    if (!ending) return;
    const { _id: id, name } = ending;
    setEnding(null);
    setOutcome(null);
    endSessions.mutate(id, {
      onSuccess: ({ ended }) =>
        setOutcome({
          ok: true,
          text: `${name} is signed out everywhere (${ended} ${ended === 1 ? 'session' : 'sessions'} ended).`,
        }),
      onError: (error) =>
        setOutcome({ ok: false, text: errorMessage(error, 'The sessions could not be ended.') }),
    });
  };

  const confirm = () => {
    if (!pending) return;
    const { user, role: next } = pending;
    setPending(null);
    setOutcome(null);
    changeRole.mutate(
      { id: user._id, role: next },
      {
        onSuccess: (saved) => {
          setOutcome({ ok: true, text: roleChangeDone(saved.name, saved.role) });
          if (saved._id === me?._id) onOwnRoleChanged();
        },
        onError: (error) =>
          setOutcome({ ok: false, text: errorMessage(error, 'The role could not be changed.') }),
      },
    );
  };

  return (
    <div className={screen.page}>
      <InvitationsAdmin />
      <h2>Accounts</h2>
      <div className={styles.filters} role="search">
        <ListSearchField
          id="users-search"
          label="Search users"
          placeholder="Name, email or phone"
          maxLength={100}
          search={list}
        />
        <ListFilterField
          id="users-role"
          label="Role"
          value={role}
          onPick={(value) => list.setFilter('role', value)}
          allLabel="All roles"
        >
          <RoleOptions roles={userRoles} />
        </ListFilterField>
      </div>

      <div aria-live="polite">
        {outcome && <FormAlert success={outcome.ok}>{outcome.text}</FormAlert>}
      </div>

      <QueryState
        query={users}
        errorTitle="Users could not be loaded"
        isEmpty={(data) => data.users.length === 0}
        empty={
          <StatePanel icon="search" title="No users match">
            Try part of a name, an email or a phone number, or another role.
          </StatePanel>
        }
      >
        {({ users: list, pagination }) => (
          <CountedRows
            noun={{ one: 'user', many: 'users' }}
            label="Users"
            pagination={pagination}
            fetching={users.isFetching}
            page={page}
            onPage={setPage}
          >
            {list.map((user) => (
              <UserRow
                key={user._id}
                user={user}
                isSelf={user._id === me?._id}
                saving={changeRole.isPending && changeRole.variables?.id === user._id}
                onRoleChosen={(next) => setPending({ user, role: next })}
                onEndSessions={() => setEnding(user)}
              />
            ))}
          </CountedRows>
        )}
      </QueryState>

      <RoleChangeDialog
        change={
          pending && {
            name: pending.user.name,
            role: pending.role,
            isSelf: pending.user._id === me?._id,
            unverifiedEmail:
              pending.role !== 'customer' && !pending.user.emailVerified
                ? pending.user.email
                : null,
          }
        }
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <EndSessionsDialog
        name={ending?.name ?? null}
        onConfirm={confirmEnd}
        onCancel={() => setEnding(null)}
      />
    </div>
  );
}
