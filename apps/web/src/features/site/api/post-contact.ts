import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

export interface ContactResponse {
  message: string;
  id: string;
}

/** POST /contact */
export async function postContact(body: ContactRequest): Promise<ContactResponse> {
  const { data } = await apiClient.post<ContactResponse>('/contact', body);
  return data;
}

export function useSendContact() {
  return useMutation({ mutationFn: postContact });
}
