import type { ReactNode } from 'react';
import { StatePanel } from '@/components/state-panel';
import { useAppSelector } from '../../hooks';

/** Admin-only pages: staff who open the address get a plain answer (the server refuses too). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const role = useAppSelector((s) => s.auth.user?.role);
  if (role !== 'admin') {
    return (
      <StatePanel icon="lock" title="This page is for admins" level={1}>
        Ask an admin if something here needs changing.
      </StatePanel>
    );
  }
  return <>{children}</>;
}
