import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';
import {
  busyExtraMinuteChoices,
  kitchenControlDurations,
  MAX_PAUSE_REASON_CHARS,
  optionAvailabilities,
} from './kitchen-texts';

/**
 * The kitchen's controls from the board (decision 0081): busy mode and a pause, each ending at
 * a stored instant that every read compares with the clock, so nothing has to switch them off.
 */

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

export type OptionAvailability = (typeof optionAvailabilities)[number];
export const optionAvailabilitySchema = z.strictObject({
  availability: z.enum(optionAvailabilities, { error: 'Choose available or sold out today' }),
});
export const optionAvailabilityParamsSchema = z.object({ id: idSchema, optionId: idSchema });
