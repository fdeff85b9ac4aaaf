import { useMutation } from '@tanstack/react-query';
import { fallbackMessages } from '@ninetonine/contract/core';
import { orderActionOptions } from './order-action';

/** POST /orders/{id}/cancel: the customer's cancel, refused once the kitchen accepted. */
export const cancelOrderOptions = () => orderActionOptions('cancel', fallbackMessages.cancelOrder);

export const useCancelOrder = () => useMutation(cancelOrderOptions());
