import type { SecuritySettings } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

export const SECURITY_SETTINGS_KEY = ['staff', 'security-settings'] as const;

/** GET /staff/security-settings (admin only) */
export async function getSecuritySettings(): Promise<SecuritySettings> {
  const { data } = await apiClient.get<SecuritySettings>('/staff/security-settings');
  return data;
}

/** PUT /staff/security-settings (admin only; asks for a recent sign-in) */
export async function putSecuritySettings(body: SecuritySettings): Promise<SecuritySettings> {
  const { data } = await apiClient.put<SecuritySettings>('/staff/security-settings', body);
  return data;
}
