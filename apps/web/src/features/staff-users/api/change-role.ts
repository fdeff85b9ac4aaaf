import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserResponse, UserRole } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { staffUserKeys } from './staff-user-keys';

/** PATCH /staff/users/{id}/role (admin only). */
export async function patchUserRole(id: string, role: UserRole): Promise<User> {
  const { data } = await apiClient.patch<UserResponse>(
    `/staff/users/${encodeURIComponent(id)}/role`,
    { role },
  );
  return data.user;
}

/** Changes a role; every list page is fetched again (a role filter may now include or drop them). */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: UserRole }) => patchUserRole(id, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}
