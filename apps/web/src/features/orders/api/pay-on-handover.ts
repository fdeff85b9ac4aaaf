import { useMutation } from '@tanstack/react-query';
import { orderActionOptions } from './order-action';

/**
 * POST /orders/{id}/pay-on-handover: an order awaiting its online payment switched to cash on
 * delivery or pay at pickup; the answer is the order, placed.
 */
const payOnHandoverOptions = () =>
  orderActionOptions('pay-on-handover', 'We could not change how you pay. Please try again.');

export const usePayOnHandover = () => useMutation(payOnHandoverOptions());
