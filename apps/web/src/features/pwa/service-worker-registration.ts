import { appUpdate } from './app-update';

/**
 * Registers the storefront's worker (production builds only: `vite dev` has none) once the page
 * has loaded, so it never competes with the first load. A tab left open (a kitchen tablet)
 * looks for a new version whenever it is shown again.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const start = () => {
    const container = win.navigator.serviceWorker;
    container
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then((registration) => {
        appUpdate.watch(registration, container);
        win.document.addEventListener('visibilitychange', () => {
          if (win.document.visibilityState === 'visible')
            void registration.update().catch(() => {});
        });
      })
      // No worker (a private window may refuse it): the app works as before, online only.
      .catch(() => {});
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
