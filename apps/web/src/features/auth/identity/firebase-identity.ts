// Loaded on demand by the sign-in and sign-up pages only: the Firebase SDK stays out of every
// other page's bundle.
import type { IdentityConfig } from '@ninetonine/contract';
import { getApps, initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  PhoneAuthProvider,
  RecaptchaVerifier,
  signInWithCredential,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { chooseEmulatorGoogleAccount } from './emulator-google-popup';

export type FirebaseSettings = NonNullable<IdentityConfig['firebase']>;

const APP_NAME = 'ninetonine';
let cached: Auth | null = null;

function authFor(settings: FirebaseSettings): Auth {
  if (cached) return cached;
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp(
      { apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId },
      APP_NAME,
    );
  // Firebase only hands us an ID token to trade for our own session: nothing to keep around.
  // The popup resolver loads Google's scripts, so the emulator (offline) goes without it.
  const auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    ...(settings.emulatorUrl ? {} : { popupRedirectResolver: browserPopupRedirectResolver }),
  });
  if (settings.emulatorUrl) {
    connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  }
  cached = auth;
  return auth;
}

/** The ID token of a fresh Firebase sign-in; the Firebase user itself is dropped right away. */
async function idTokenOf(auth: Auth, credential: UserCredential): Promise<string> {
  try {
    return await credential.user.getIdToken();
  } finally {
    await signOut(auth).catch(() => undefined);
  }
}

export interface IdentityClient {
  emulator: boolean;
  /** Call straight from a click handler (it opens a popup). Resolves with an ID token. */
  googleIdToken(): Promise<string>;
  /** Sends the code (invisible reCAPTCHA in `container`); resolves with the verification id. */
  sendPhoneCode(phoneNumber: string, container: HTMLElement): Promise<string>;
  /** Confirms the code for a verification id; resolves with an ID token. */
  confirmPhoneCode(verificationId: string, code: string): Promise<string>;
}

export function createIdentityClient(settings: FirebaseSettings): IdentityClient {
  const auth = authFor(settings);
  const emulator = Boolean(settings.emulatorUrl);
  return {
    emulator,
    async googleIdToken() {
      if (!emulator) return idTokenOf(auth, await signInWithPopup(auth, new GoogleAuthProvider()));
      // Emulator: our own chooser picks a test identity, which the emulator accepts unsigned.
      const account = await chooseEmulatorGoogleAccount();
      const idToken = JSON.stringify({
        sub: account.sub,
        email: account.email,
        email_verified: true,
        name: account.name,
      });
      return idTokenOf(
        auth,
        await signInWithCredential(auth, GoogleAuthProvider.credential(idToken)),
      );
    },
    async sendPhoneCode(phoneNumber, container) {
      const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
      try {
        const confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
        return confirmation.verificationId;
      } finally {
        verifier.clear();
      }
    },
    async confirmPhoneCode(verificationId, code) {
      const credential = PhoneAuthProvider.credential(verificationId, code);
      return idTokenOf(auth, await signInWithCredential(auth, credential));
    },
  };
}
