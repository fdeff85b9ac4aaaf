import { z } from 'zod';
import { PASSWORD_MAX } from './limits';
import { errorResponseSchema } from './errors';
import { signInResponseSchema } from './auth';

/**
 * Staff sign-in with an authenticator app (TOTP, RFC 6238) and recovery codes, and the step-up
 * ("confirm it's you") that sensitive staff actions ask for (docs/decisions/0036).
 */

/** Minutes a sign-in (or a re-authentication) counts as recent for sensitive staff actions. */
export const REAUTH_WINDOW_MINUTES = 15;

/** A 6-digit code from the app, or a recovery code (`xxxx-xxxx-xxxx`, case and dashes free). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(6, 'Enter the 6-digit code from your authenticator app')
  .max(32, 'That code is too long');

/**
 * A sign-in refusal (401). With `code: SECOND_FACTOR_REQUIRED` the password (or Google, or the
 * phone) was right and `challenge` carries the sign-in on to POST /auth/second-factor; with
 * `setupRequired` the account must first set up an authenticator app (the admin requires one).
 */
export const signInRefusalSchema = errorResponseSchema.extend({
  challenge: z.string().optional(),
  setupRequired: z.boolean().optional(),
});
export type SignInRefusal = z.infer<typeof signInRefusalSchema>;

const challengeSchema = z.string().min(1).max(2048);

/** The sign-in's second step: the challenge from the refusal and a code. */
export const secondFactorSignInRequestSchema = z.strictObject({
  challenge: challengeSchema,
  code: secondFactorCodeSchema,
});
export type SecondFactorSignInRequest = z.infer<typeof secondFactorSignInRequestSchema>;

/** Signed in; `recoveryCodes` when this step also finished setting up the app (shown once). */
export const secondFactorSignInResponseSchema = signInResponseSchema.extend({
  recoveryCodes: z.array(z.string()).optional(),
});
export type SecondFactorSignInResponse = z.infer<typeof secondFactorSignInResponseSchema>;

/** Start setting up an app: signed in, or mid-sign-in with a `setupRequired` challenge. */
export const secondFactorSetupRequestSchema = z.strictObject({
  challenge: challengeSchema.optional(),
});

/** The new secret, as text and as a QR code (an SVG `data:` URL made by our server). */
export const secondFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupResponseSchema>;

export const secondFactorConfirmRequestSchema = z.strictObject({ code: secondFactorCodeSchema });

/** The recovery codes, shown this once. */
export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const secondFactorStatusSchema = z.object({
  /** An app is set up and asked for at every sign-in. */
  enabled: z.boolean(),
  /** The admin requires an app for every staff account (it cannot be turned off). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** "Confirm it's you": the password, or a code from the app (or a recovery code). */
export const reauthenticateRequestSchema = z
  .strictObject({
    password: z.string().min(1).max(PASSWORD_MAX).optional(),
    code: secondFactorCodeSchema.optional(),
  })
  .refine((b) => (b.password === undefined) !== (b.code === undefined), {
    message: 'Enter your password or a code from your authenticator app',
  });
export type ReauthenticateRequest = z.infer<typeof reauthenticateRequestSchema>;

/** The admin's security settings. */
export const securitySettingsSchema = z.strictObject({
  requireStaffSecondFactor: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
