export { authSlice, authSignedIn, authSignedOut, sessionCleared } from './auth-slice';
export { fetchProfile, logout, register, restoreSession, signIn } from './auth-thunks';
export { secondFactorSlice } from './second-factor-slice';
export { ReauthDialog } from './reauth/reauth-dialog';
export { phoneAuthSlice } from './phone-auth-slice';
export { signInPathFor, withRedirect } from './redirect-path';
export { AccountLink } from './components/account-link';
export type { ProfileResponse } from './types';
