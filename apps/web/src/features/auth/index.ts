export {
  authSlice,
  authSignedIn,
  authSignedOut,
  sessionCleared,
  profileLoaded,
} from './auth-slice';
export { logout, register, restoreSession, signIn } from './auth-thunks';
export { PROFILE_QUERY_KEY, profileQuery } from './api/get-profile';
export { secondFactorSlice } from './second-factor-slice';
export { ReauthDialog } from './reauth/reauth-dialog';
export { phoneAuthSlice } from './phone-auth-slice';
export { signInPathFor, withRedirect } from './redirect-path';
export { AccountLink } from './components/account-link';
export type { ProfileResponse } from './types';
export { isStaffRole } from './staff-role';
