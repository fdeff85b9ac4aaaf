import { z } from 'zod';
import { phoneSchema } from './addresses';
import { orderUpdateChannelSchema } from './order-updates';
import { paginationSchema } from './catalog';
import { safeText, timestampSchema } from './common';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULES,
  USERS_PAGE_SIZE,
  authProviders,
  userRoles,
} from './limits';

/** The user as the API shows it (never the password hash). */
export const userSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    avatar: z.string().nullable(),
    role: z.enum(userRoles),
    providers: z.array(z.enum(authProviders)),
    /** The owner of `email` proved it by opening a link we mailed (or through Google). */
    emailVerified: z.boolean(),
    createdAt: timestampSchema,
    /**
     * Not in the spec: true while `name` is a placeholder made at phone sign-up ("Guest 8110");
     * absent once the person has given a name.
     */
    needsName: z.literal(true).optional(),
  })
  .meta({
    id: 'User',
    description: 'An account as the API shows it (never the password)',
    example: {
      _id: 'u_ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      avatar: null,
      role: 'customer',
      providers: ['password'],
      emailVerified: true,
      createdAt: '2026-03-14T12:30:00.000Z',
    },
  });
export type User = z.infer<typeof userSchema>;

/** Trimmed and lower-cased before it is checked, so " Ada@Example.com " is fine. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254))
  // The pipe's input side is a plain string: say what it must be once trimmed.
  .meta({ format: 'email', example: 'ada@example.com' });
export const nameSchema = safeText(80).trim().min(2, 'Name must be at least 2 characters');

/**
 * A password being chosen. Its minimum and the rest of PASSWORD_RULES are checked by the server's
 * password-strength check (400 WEAK_PASSWORD, in its own words), so here they are described.
 */
const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX)
  .meta({ minLength: PASSWORD_MIN, description: PASSWORD_RULES, example: 'plum-tandoor-42' });

/** Sign-in takes any non-empty password: strength is checked when one is chosen, not when used. */
export const signInRequestSchema = z
  .strictObject({
    email: emailSchema,
    password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
  })
  .meta({
    id: 'SignInRequest',
    example: { email: 'ada@example.com', password: 'plum-tandoor-42' },
  });
export type SignInRequest = z.infer<typeof signInRequestSchema>;
export const signInResponseSchema = z
  .object({ message: z.string(), userData: userSchema })
  .meta({ description: 'Signed in: the session cookies are set' });
export type SignInResponse = z.infer<typeof signInResponseSchema>;
/**
 * POST /auth/register answers like a sign-in (201): the new account is signed in.
 * @alias the same schema under the route's own name (knip would report it as a duplicate)
 */
export const registerResponseSchema = signInResponseSchema;
/** POST /auth/googleSignIn and /auth/register/phone: a sign-in, plus whether the account is new. */
export const identitySignInResponseSchema = signInResponseSchema.extend({ isNewUser: z.boolean() });
export type IdentitySignInResponse = z.infer<typeof identitySignInResponseSchema>;

/** POST /auth/register: strict, so nobody can sign up with a role. */
export const registerRequestSchema = z
  .strictObject({ name: nameSchema, email: emailSchema, password: newPasswordSchema })
  .meta({
    id: 'RegisterRequest',
    example: { name: 'Ada Lovelace', email: 'ada@example.com', password: 'plum-tandoor-42' },
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const googleSignInRequestSchema = z.strictObject({ idToken: z.string().min(1).max(8192) });
export const phoneRegisterRequestSchema = z.strictObject({ token: z.string().min(1).max(8192) });

/** GET /auth/me */
export const meResponseSchema = z.object({ data: userSchema });

export const userProfileDetailSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  memberSince: timestampSchema,
  orderCount: z.number().int(),
  /** Mails about each order's progress (accepted, ready, …); receipts always go. */
  orderStatusMails: z.boolean(),
  /** Order updates on the phone: WhatsApp, SMS or none (decision 0092). */
  orderUpdates: orderUpdateChannelSchema,
});
/** GET /auth/user/profile */
export const profileResponseSchema = z.object({
  user: userSchema,
  userProfileDetail: userProfileDetailSchema,
});

/** PATCH /auth/user/profile */
export const updateProfileRequestSchema = z.strictObject({
  name: nameSchema.optional(),
  /** The address's phone rule: `(((())))` has the characters of a number but no digit. */
  phone: phoneSchema.nullable().optional(),
  // http(s) only: a javascript: or data: URL never becomes an avatar.
  avatar: z
    .url({ protocol: /^https?$/, error: 'Enter a valid image URL' })
    .max(500)
    .nullable()
    .optional(),
  /** Turns the order status mails on or off (receipts always go). */
  orderStatusMails: z.boolean().optional(),
  /** Order updates on the phone: WhatsApp, SMS or none. */
  orderUpdates: orderUpdateChannelSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
/** PATCH /auth/user/profile answers with the updated profile. */
export const updateProfileResponseSchema = profileResponseSchema.extend({ message: z.string() });

/** POST /auth/changePassword */
export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** A one-time link's token (32 random bytes, base64url) as the link carries it. */
export const linkTokenSchema = z
  .string()
  .trim()
  .min(1, 'This link is incomplete. Open the link from the email again.')
  .max(200);

/** POST /auth/forgot-password: answered alike (202) whether or not an account uses the email. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** A mailed link's token and a new password, typed twice (each call its own schema). */
const linkWithNewPassword = () =>
  z
    .strictObject({
      token: linkTokenSchema,
      password: newPasswordSchema,
      confirmPassword: z.string().max(PASSWORD_MAX),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: 'The passwords do not match',
      path: ['confirmPassword'],
    });

/** POST /auth/reset-password: the link's token and the new password (twice). */
export const resetPasswordRequestSchema = linkWithNewPassword();
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /auth/verify-email: the token from the verification link. */
export const verifyEmailRequestSchema = z.strictObject({ token: linkTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
/**
 * POST /auth/verify-email/preview: which address a verification link is for, without using it
 * up (the page names the account; only the person's click verifies it).
 */
export const verifyEmailPreviewResponseSchema = z.object({
  email: z.string(),
  /**
   * The request's session is the link's account: one click confirms. Otherwise the page offers
   * "Set a new password" or "This wasn't me" (decision 0070).
   */
  signedInAsAccount: z.boolean(),
});
export type VerifyEmailPreviewResponse = z.infer<typeof verifyEmailPreviewResponseSchema>;

/**
 * POST /auth/verify-email/set-password: a verification link opened without its account's
 * session; the new password (twice) proves the address and signs every device out.
 */
export const verifyEmailSetPasswordRequestSchema = linkWithNewPassword();
export type VerifyEmailSetPasswordRequest = z.infer<typeof verifyEmailSetPasswordRequestSchema>;

/**
 * POST /auth/googleSignIn/link: a Google sign-in refused with LINK_NEEDS_PASSWORD, again, with
 * the password of the account that holds its email (asked once, to add Google to it).
 */
export const googleLinkRequestSchema = z.strictObject({
  idToken: z.string().min(1).max(8192),
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export type GoogleLinkRequest = z.infer<typeof googleLinkRequestSchema>;

/** GET /auth/users (admin only: accounts are customers' personal data): a page, newest first. */
export const usersListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
  /** Part of a name, email or phone number (any case). */
  search: safeText(100).trim().optional(),
  role: z.enum(userRoles).optional(),
});
export type UsersListQuery = z.infer<typeof usersListQuerySchema>;
export const usersListResponseSchema = z.object({
  users: z.array(userSchema),
  pagination: paginationSchema,
});
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

/** GET /auth/providers: how the storefront reaches the identity provider, if at all. */
export const identityConfigResponseSchema = z.object({
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      /** http://host:port of the Auth emulator, or null for the real Firebase project. */
      emulatorUrl: z.string().nullable(),
      /** The local emulator does not answer yet (it needs a few seconds after `npm start`). */
      starting: z.boolean(),
    })
    .nullable(),
});
export type IdentityConfig = z.infer<typeof identityConfigResponseSchema>;

/**
 * `npm run create-admin` through the running server (local control channel, never public):
 * creates a staff or admin account, or promotes an existing one. Without a password for a new
 * account the answer is 400 PASSWORD_REQUIRED, so the command asks for one only when needed.
 */
export const staffAccountRoles = ['staff', 'admin'] as const;
export const staffAccountRequestSchema = z.strictObject({
  email: emailSchema,
  name: nameSchema,
  role: z.enum(staffAccountRoles),
  password: z.string().min(1).max(PASSWORD_MAX).optional(),
});
export type StaffAccountRequest = z.infer<typeof staffAccountRequestSchema>;
export const staffAccountResponseSchema = z.object({
  created: z.boolean(),
  message: z.string(),
});
export type StaffAccountResponse = z.infer<typeof staffAccountResponseSchema>;

/**
 * `npm run create-admin`'s first call to the running server: a fresh client nonce, answered with
 * an HMAC of it keyed by the per-boot control token, so the command knows it talks to the server
 * that wrote control.json before it sends a token or a password.
 */
export const controlHelloRequestSchema = z.strictObject({
  nonce: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export const controlHelloResponseSchema = z.object({ proof: z.string() });
