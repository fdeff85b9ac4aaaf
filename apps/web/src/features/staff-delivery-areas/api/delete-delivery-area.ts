import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshAfterAreaChange } from './area-keys';

/** DELETE /staff/delivery-areas/{id} */
export async function deleteDeliveryArea(id: string): Promise<void> {
  await apiClient.delete(`/staff/delivery-areas/${encodeURIComponent(id)}`);
}

export function useDeleteDeliveryArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryArea,
    onSuccess: () => refreshAfterAreaChange(queryClient),
  });
}
