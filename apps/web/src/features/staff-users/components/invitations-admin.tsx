import type { InvitableRole, StaffInvitation } from '@ninetonine/contract';
import { INVITATION_TTL_DAYS, invitableRoles } from '@ninetonine/contract/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api-client';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { invitationsQuery, useInvite, useRevokeInvitation } from '../api/invitations';
import { FormAlert } from '@/components/form/form-parts';
import { SelectField, TextField } from '@/components/form/text-field';
import { ROLE_LABELS } from '../role-change-text';
import { RoleOptions } from './role-options';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-users.module.css';

type Outcome = { ok: boolean; text: string };

/**
 * Inviting someone to the staff by email (docs/decisions/0053): the role is theirs only once they
 * open the mailed link signed in with that address. Pending invitations can be revoked.
 */
export function InvitationsAdmin() {
  const format = useRestaurantFormat();
  const invitations = useQuery(invitationsQuery());
  const invite = useInvite();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('staff');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [revoking, setRevoking] = useState<StaffInvitation | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    invite.mutate(
      { email, role },
      {
        onSuccess: (data) => {
          setOutcome({ ok: true, text: data.message });
          setEmail('');
        },
        onError: (error) =>
          setOutcome({ ok: false, text: errorMessage(error, 'The invitation could not be sent.') }),
      },
    );
  };

  const confirmRevoke = () => {
    if (!revoking) return;
    const { _id: id, email: address } = revoking;
    setRevoking(null);
    setOutcome(null);
    revoke.mutate(id, {
      onSuccess: () => setOutcome({ ok: true, text: `The invitation to ${address} is revoked.` }),
      onError: (error) =>
        setOutcome({
          ok: false,
          text: errorMessage(error, 'The invitation could not be revoked.'),
        }),
    });
  };

  return (
    <section className={styles.invitations} aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invite staff</h2>
      <p className="muted">
        We mail a link that works once, for {INVITATION_TTL_DAYS} days. The role is given only when
        the person opens it signed in with that email (they can create their account there).
      </p>
      <form className={screen.toolbar} onSubmit={submit}>
        <TextField
          id="invite-email"
          label="Email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={email}
          onValueChange={setEmail}
        />
        <SelectField
          id="invite-role"
          label="Invite as"
          value={role}
          onValueChange={(value) => setRole(value as InvitableRole)}
        >
          <RoleOptions roles={invitableRoles} />
        </SelectField>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={invite.isPending}
          aria-busy={invite.isPending}
        >
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </form>

      <div aria-live="polite">
        {outcome && <FormAlert success={outcome.ok}>{outcome.text}</FormAlert>}
      </div>

      <QueryState
        query={invitations}
        errorTitle="Invitations could not be loaded"
        isEmpty={(list) => list.length === 0}
        empty={<p className="muted">No pending invitations.</p>}
      >
        {(list) => (
          <ul className={screen.rows} aria-label="Pending invitations">
            {list.map((invitation) => (
              <li key={invitation._id} className={styles.row}>
                <div className={screen.who}>
                  <span className={styles.name}>{invitation.email}</span>
                  <span className={screen.contact}>
                    {ROLE_LABELS[invitation.role]} · sent {format.dateTime(invitation.createdAt)}
                    {invitation.invitedBy && ` by ${invitation.invitedBy}`} · expires{' '}
                    {format.dateTime(invitation.expiresAt)}
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => setRevoking(invitation)}
                  disabled={revoke.isPending && revoke.variables === invitation._id}
                >
                  Revoke
                  <span className="visually-hidden"> the invitation to {invitation.email}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this invitation?"
        confirmLabel="Revoke invitation"
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      >
        <p>The link mailed to {revoking?.email} will stop working. You can invite them again.</p>
      </ConfirmDialog>
    </section>
  );
}
