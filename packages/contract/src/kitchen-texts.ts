// The kitchen controls' choices and texts (decision 0081), zod-free for the storefront's first
// load; the schemas are in kitchen-controls.ts.

/** How long busy mode or a pause lasts, in minutes (the board's choices). */
export const kitchenControlDurations = [15, 30, 45, 60] as const;
/** How much busy mode adds to every estimate and slot, in minutes. */
export const busyExtraMinuteChoices = [10, 15, 20, 30] as const;
export const MAX_PAUSE_REASON_CHARS = 120;

/** "Busy kitchen: about 20 min more", on the storefront's header and at checkout. */
export const busyKitchenText = (extraMinutes: number) =>
  `Busy kitchen: about ${extraMinutes} min more`;

/**
 * What a paused storefront says, and checkout's refusal: the staff's reason and when ordering
 * resumes (`resumesAt` already in the restaurant's clock, e.g. "18:45").
 */
export const pausedOrderingText = (reason: string, resumesAt: string) =>
  `Not taking orders right now: ${reason.replace(/[.!]+$/, '')}. Ordering resumes at ${resumesAt}.`;

/** PUT /staff/foods/:id/options/:optionId/availability: only an option's own two states. */
export const optionAvailabilities = ['available', 'sold-out-today'] as const;
