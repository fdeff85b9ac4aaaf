import { useMutation, useQueryClient, queryOptions } from '@tanstack/react-query';
import type {
  StaffInvitationCreate,
  StaffInvitationResponse,
  StaffInvitationsResponse,
} from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { staffUserKeys } from './staff-user-keys';

/** GET /staff/invitations (admin only): the pending invitations, newest first. */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: staffUserKeys.invitations,
    queryFn: async () =>
      (await apiClient.get<StaffInvitationsResponse>('/staff/invitations')).data.invitations,
  });

/** POST /staff/invitations: records the invitation and mails the link. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffInvitationCreate) =>
      (await apiClient.post<StaffInvitationResponse>('/staff/invitations', body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.invitations }),
  });
}

/** DELETE /staff/invitations/{id}: the link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.delete<{ message: string }>(`/staff/invitations/${encodeURIComponent(id)}`))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.invitations }),
  });
}
