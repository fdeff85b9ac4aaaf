import { z } from 'zod';
import { safeText } from './common';

export const userRoles = ['customer', 'staff', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
export const authProviders = ['password', 'google.com', 'phone'] as const;

/** The user as the API shows it (never the password hash). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(userRoles),
  providers: z.array(z.enum(authProviders)),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const emailSchema = z.email('Enter a valid email address').max(254).trim().toLowerCase();
export const nameSchema = safeText(80).trim().min(2, 'Name must be at least 2 characters');

/** Sign-in takes any non-empty password: strength is checked when one is chosen, not when used. */
export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;
export const signInResponseSchema = z.object({ message: z.string(), userData: userSchema });

/** POST /auth/register: strict, so nobody can sign up with a role. */
export const registerRequestSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: z.string().max(PASSWORD_MAX),
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
  memberSince: z.string(),
  orderCount: z.number().int(),
});
/** GET /auth/user/profile */
export const profileResponseSchema = z.object({
  user: userSchema,
  userProfileDetail: userProfileDetailSchema,
});

/** PATCH /auth/user/profile */
export const updateProfileRequestSchema = z.strictObject({
  name: nameSchema.optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number')
    .nullable()
    .optional(),
  avatar: z.url('Enter a valid image URL').max(500).nullable().optional(),
});

/** POST /auth/changePassword */
export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
    newPassword: z.string().max(PASSWORD_MAX),
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

/** GET /auth/providers: how the storefront reaches the identity provider, if at all. */
export const identityConfigResponseSchema = z.object({
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      /** http://host:port of the Auth emulator, or null for the real Firebase project. */
      emulatorUrl: z.string().nullable(),
    })
    .nullable(),
});
export type IdentityConfig = z.infer<typeof identityConfigResponseSchema>;
