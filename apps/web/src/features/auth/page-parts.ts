/**
 * What only the auth pages (app/routes/auth) are made of. Kept out of index.ts, which the app
 * shell loads on first paint, so that none of it enters the first-load JavaScript.
 */
export { AuthCard } from './components/auth-card';
export { IdentityOptions } from './components/identity-options';
export { NamePrompt } from './components/name-prompt';
export { OrderMailSettings } from './components/order-mail-settings';
export { OrderUpdatesSettings } from './components/order-updates-settings';
export { LinkNewPasswordForm, useLinkNewPassword } from './components/link-new-password-form';
export { NewPasswordFields, PasswordField } from './components/password-field';
export { ProfileForm } from './components/profile-form';
export { SessionsList } from './components/sessions-list';
export { SecondFactorStep } from './components/second-factor-step';
export { TwoStepSettings } from './components/two-step-settings';
export { UnconfirmedEmailNote } from './components/unconfirmed-email-note';
export { VerifyEmailChoices } from './components/verify-email-choices';
export { VerifyEmailNotice } from './components/verify-email-notice';
export { postChangePassword } from './api/change-password';
export { postForgotPassword } from './api/forgot-password';
export { postResetPassword } from './api/reset-password';
export { postVerifyEmail } from './api/verify-email';
export { postVerifyEmailPreview } from './api/verify-email-preview';
export { postAcceptInvitation, postInvitationPreview } from './api/invitation';
export { linkPreviewQuery } from './api/link-preview';
export { linkTokenIn } from './link-token';
export { newPasswordProblem } from './password-rules';
export { useCredentialsSignIn } from './use-credentials-sign-in';
export { useCheckoutName } from './use-checkout-name';
export { PhoneToProfileOffer } from './components/phone-to-profile-offer';
