import type { InvitationAcceptResponse, InvitationPreview } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /auth/invitations/preview: the address and role a staff invitation is for (not used up). */
export async function postInvitationPreview(token: string): Promise<InvitationPreview> {
  const { data } = await apiClient.post<InvitationPreview>('/auth/invitations/preview', { token });
  return data;
}

/** POST /auth/invitations/accept: grants the role and ends every session of the account. */
export async function postAcceptInvitation(token: string): Promise<InvitationAcceptResponse> {
  const { data } = await apiClient.post<InvitationAcceptResponse>('/auth/invitations/accept', {
    token,
  });
  return data;
}
