import { useAppDispatch } from '@/app/hooks';
import { fetchProfile } from '@/features/auth';
import { UsersAdmin } from '@/features/staff-users';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/users (admins): accounts and their roles. */
export default function UsersPage() {
  useDocumentTitle('Users');
  const dispatch = useAppDispatch();
  return (
    <>
      <h1>Users</h1>
      {/* Demoting yourself: the navigation and the page's guard follow at once. */}
      <UsersAdmin onOwnRoleChanged={() => void dispatch(fetchProfile())} />
    </>
  );
}
