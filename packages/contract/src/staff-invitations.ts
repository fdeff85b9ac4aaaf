import { z } from 'zod';
import { emailSchema, linkTokenSchema } from './auth';
import { idSchema, timestampSchema } from './common';
import { invitableRoles } from './limits';

/** POST /staff/invitations (admin only): mails the address a link that grants the role. */
export const staffInvitationCreateSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(invitableRoles, { error: 'Choose a role: staff, admin or rider.' }),
});
export type StaffInvitationCreate = z.infer<typeof staffInvitationCreateSchema>;

/** A pending invitation (not accepted, revoked or expired). */
export const staffInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(invitableRoles),
  /** The inviting admin's email (or name); null once that account is deleted. */
  invitedBy: z.string().nullable(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffInvitationResponseSchema = z.object({
  message: z.string(),
  invitation: staffInvitationSchema,
});
export type StaffInvitationResponse = z.infer<typeof staffInvitationResponseSchema>;

/** GET /staff/invitations (admin only): the pending ones, newest first. */
export const staffInvitationsResponseSchema = z.object({
  invitations: z.array(staffInvitationSchema),
});
export type StaffInvitationsResponse = z.infer<typeof staffInvitationsResponseSchema>;

export const invitationIdParamsSchema = z.object({ id: idSchema });

/** POST /auth/invitations/preview and /accept: the token from the mailed link. */
export const invitationTokenRequestSchema = z.strictObject({ token: linkTokenSchema });
export type InvitationTokenRequest = z.infer<typeof invitationTokenRequestSchema>;

/** Which address and role a link is for, without using it up. */
export const invitationPreviewResponseSchema = z.object({
  email: z.string(),
  role: z.enum(invitableRoles),
});
export type InvitationPreview = z.infer<typeof invitationPreviewResponseSchema>;

export const invitationAcceptResponseSchema = z.object({
  message: z.string(),
  role: z.enum(invitableRoles),
});
export type InvitationAcceptResponse = z.infer<typeof invitationAcceptResponseSchema>;

/** The answer to an accepted invitation: the grant ended every session, this one too. */
export const INVITATION_ACCEPTED_MESSAGE =
  'Welcome to the team. Please sign in again to open the staff pages.';
