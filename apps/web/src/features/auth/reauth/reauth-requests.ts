import { apiClient } from '@/lib/api-client';

type Listener = () => void;

/**
 * The one open "confirm it's you" question: the API client asks it when a staff call answers
 * 403 REAUTH_REQUIRED, the dialog shows it and settles it (true: confirmed, retry the call).
 */
let current: { settle: (confirmed: boolean) => void } | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

function ask(): Promise<boolean> {
  return new Promise((resolve) => {
    // A second call while the question is open waits for the same answer.
    const previous = current;
    current = {
      settle: (confirmed) => {
        current = null;
        previous?.settle(confirmed);
        resolve(confirmed);
        notify();
      },
    };
    notify();
  });
}

export const reauthRequests = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    // The first dialog on screen answers for the client; the last one leaving stops it.
    if (listeners.size === 1) apiClient.onReauthRequired(ask);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) apiClient.onReauthRequired(null);
    };
  },
  isOpen: () => current !== null,
  settle: (confirmed: boolean) => current?.settle(confirmed),
};
