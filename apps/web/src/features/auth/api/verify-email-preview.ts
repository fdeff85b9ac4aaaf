import type { VerifyEmailPreviewResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /auth/verify-email/preview: which address a verification link is for (not used up), and
 * whether this session is that account's (decision 0070).
 */
export async function postVerifyEmailPreview(token: string): Promise<VerifyEmailPreviewResponse> {
  const { data } = await apiClient.post<VerifyEmailPreviewResponse>('/auth/verify-email/preview', {
    token,
  });
  return data;
}
