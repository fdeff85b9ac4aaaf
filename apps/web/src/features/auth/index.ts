export { authSlice, authSignedIn, authSignedOut } from './auth-slice';
export const authPages = {
  signIn: () => import('./pages/sign-in-page'),
  signUp: () => import('./pages/sign-up-page'),
  account: () => import('./pages/account-page'),
  changePassword: () => import('./pages/change-password-page'),
};
export { AccountLink } from './components/account-link';
