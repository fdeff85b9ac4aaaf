import {
  EMULATOR_GOOGLE_PATH,
  parseEmulatorGoogleMessage,
  type EmulatorGoogleAccount,
} from './emulator-google-protocol';

/** Errors shaped like Firebase's, so one message table serves both paths. */
function identityError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code });
}

/**
 * Opens the local test identity chooser and resolves with the picked account. Must be called
 * straight from a click (popup blockers); rejects with auth/popup-blocked or
 * auth/popup-closed-by-user like Firebase's own popup.
 */
export function chooseEmulatorGoogleAccount(): Promise<EmulatorGoogleAccount> {
  const popup = window.open(
    EMULATOR_GOOGLE_PATH,
    'ninetonine-emulator-google',
    'popup,width=460,height=640',
  );
  if (!popup) return Promise.reject(identityError('auth/popup-blocked'));
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const account = parseEmulatorGoogleMessage(event.data);
      if (!account) return;
      cleanup();
      popup.close();
      resolve(account);
    };
    // No message and the window is gone: the user closed it.
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      cleanup();
      reject(identityError('auth/popup-closed-by-user'));
    }, 300);
    const cleanup = () => {
      window.clearInterval(watch);
      window.removeEventListener('message', onMessage);
    };
    window.addEventListener('message', onMessage);
  });
}
