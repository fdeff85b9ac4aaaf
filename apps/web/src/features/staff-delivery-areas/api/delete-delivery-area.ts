import { apiClient } from '@/lib/api-client';
import { useListWrite } from '@/lib/list-write';
import { deliveryAreaKeys } from './area-keys';

/** DELETE /staff/delivery-areas/{id} */
export async function deleteDeliveryArea(id: string): Promise<void> {
  await apiClient.delete(`/staff/delivery-areas/${encodeURIComponent(id)}`);
}

export const useDeleteDeliveryArea = () => useListWrite(deleteDeliveryArea, deliveryAreaKeys.all);
