export {
  authSlice,
  authSignedIn,
  authSignedOut,
  sessionCleared,
  type AuthState,
  type AuthUser,
} from './auth-slice';
export { restoreSession } from './auth-thunks';
export { phoneAuthSlice } from './phone-auth-slice';
export { safeRedirectPath, signInPathFor } from './redirect-path';
export const authPages = {
  signIn: () => import('./pages/sign-in-page'),
  signUp: () => import('./pages/sign-up-page'),
  account: () => import('./pages/account-page'),
  changePassword: () => import('./pages/change-password-page'),
};
export { AccountLink } from './components/account-link';
