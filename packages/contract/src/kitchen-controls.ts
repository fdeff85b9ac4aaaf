import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';

/**
 * The kitchen's controls from the board (decision 0081): busy mode and a pause, each ending at
 * a stored instant that every read compares with the clock, so nothing has to switch them off.
 */

/** How long busy mode or a pause lasts, in minutes (the board's choices). */
export const kitchenControlDurations = [15, 30, 45, 60] as const;
/** How much busy mode adds to every estimate and slot, in minutes. */
export const busyExtraMinuteChoices = [10, 15, 20, 30] as const;
export const MAX_PAUSE_REASON_CHARS = 120;

const duration = z.union(
  kitchenControlDurations.map((m) => z.literal(m)),
  { error: `Choose ${kitchenControlDurations.join(', ')} minutes` },
);

/** PUT /staff/kitchen/busy */
export const busyModeInputSchema = z.strictObject({
  forMinutes: duration,
  extraMinutes: z.union(
    busyExtraMinuteChoices.map((m) => z.literal(m)),
    { error: `Add ${busyExtraMinuteChoices.join(', ')} minutes` },
  ),
});
export type BusyModeInput = z.infer<typeof busyModeInputSchema>;

/** PUT /staff/kitchen/pause */
export const pauseInputSchema = z.strictObject({
  forMinutes: duration,
  reason: safeText(MAX_PAUSE_REASON_CHARS)
    .trim()
    .min(3, 'Say why, in a few words customers will read')
    .max(MAX_PAUSE_REASON_CHARS, `Keep the reason under ${MAX_PAUSE_REASON_CHARS} characters`),
});
export type PauseInput = z.infer<typeof pauseInputSchema>;

export const busyStateSchema = z.object({
  extraMinutes: z.number().int(),
  until: timestampSchema,
});
export const pauseStateSchema = z.object({
  reason: z.string(),
  until: timestampSchema,
});

/** The controls in force now; null once their end time has passed. */
export const kitchenControlsSchema = z.object({
  busy: busyStateSchema.nullable(),
  pause: pauseStateSchema.nullable(),
});
export type KitchenControls = z.infer<typeof kitchenControlsSchema>;

/** "Busy kitchen: about 20 min more", on the storefront's header and at checkout. */
export const busyKitchenText = (extraMinutes: number) =>
  `Busy kitchen: about ${extraMinutes} min more`;

/**
 * What a paused storefront says, and checkout's refusal: the staff's reason and when ordering
 * resumes (`resumesAt` already in the restaurant's clock, e.g. "18:45").
 */
export const pausedOrderingText = (reason: string, resumesAt: string) =>
  `Not taking orders right now: ${reason}. Ordering resumes at ${resumesAt}.`;

/** PUT /staff/foods/:id/options/:optionId/availability: only an option's own two states. */
export const optionAvailabilities = ['available', 'sold-out-today'] as const;
export type OptionAvailability = (typeof optionAvailabilities)[number];
export const optionAvailabilitySchema = z.strictObject({
  availability: z.enum(optionAvailabilities, { error: 'Choose available or sold out today' }),
});
export const optionAvailabilityParamsSchema = z.object({ id: idSchema, optionId: idSchema });
