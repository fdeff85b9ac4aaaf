import { OPENING_HOURS } from '@ninetonine/contract';

/** The kitchen's clock: it cooks in India, wherever the customer is browsing from. */
export const KITCHEN_TIME_ZONE = 'Asia/Kolkata';

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether the kitchen is cooking at `now`, and the time of the next change. */
export function kitchenStatus(now: Date = new Date()): { open: boolean; until: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: KITCHEN_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const current = get('hour') * 60 + get('minute');
  const open = current >= minutes(OPENING_HOURS.opens) && current < minutes(OPENING_HOURS.closes);
  return { open, until: open ? OPENING_HOURS.closes : OPENING_HOURS.opens };
}
