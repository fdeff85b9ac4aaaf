import { kitchenChange } from '@/lib/kitchen-hours';
import { useKitchenStatus } from './use-kitchen-status';

/**
 * The kitchen's state now as the end of a sentence ("open now, until 21:00", "closed and opens
 * tomorrow at 09:00", "busy now: about 20 min more"), for prose that says when a dish can be had
 * today; '' until GET /restaurant has answered, so a page never states the default hours as the
 * restaurant's.
 */
export function useKitchenSentence(): string {
  const status = useKitchenStatus();
  if (!status.known) return '';
  if (status.pause) return `not taking orders until ${status.pause.resumesAt}`;
  if (status.paused) return 'not taking orders right now';
  const change = kitchenChange(status);
  if (status.open && status.busyMinutes > 0) {
    return `busy now: about ${status.busyMinutes} min more`;
  }
  if (status.open) return change ? `open now, ${change}` : 'open now';
  return change ? `closed and ${change}` : 'closed';
}
