import type { StaffOrderMessagesResponse } from '@ninetonine/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffOrderKeys } from './staff-order-keys';

/** GET /staff/orders/{id}/messages: the customer's WhatsApp and SMS messages about the order. */
export const orderMessagesQuery = (id: string) =>
  queryOptions({
    queryKey: staffOrderKeys.messages(id),
    queryFn: async () => {
      const { data } = await apiClient.get<StaffOrderMessagesResponse>(
        `/staff/orders/${encodeURIComponent(id)}/messages`,
      );
      return data.messages;
    },
  });
