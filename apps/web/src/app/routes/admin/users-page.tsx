import { useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '@/features/auth';
import { UsersAdmin } from '@/features/staff-users';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/users (admins): accounts and their roles. */
export default function UsersPage() {
  useDocumentTitle('Users');
  const queryClient = useQueryClient();
  // Demoting yourself: the profile read again sets the user (app/server-state.ts), so the
  // navigation and the page's guard follow at once. A failed read leaves things as they were.
  const refreshOwnProfile = () =>
    void queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 }).catch(() => undefined);
  return (
    <>
      <h1>Users</h1>
      <UsersAdmin onOwnRoleChanged={refreshOwnProfile} />
    </>
  );
}
