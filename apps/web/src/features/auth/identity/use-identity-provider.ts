import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getIdentityConfig } from '../api/get-identity-config';
import type { IdentityClient } from './firebase-identity';

export type IdentityProviderState =
  | { status: 'loading' }
  /** No identity provider configured (or it could not be loaded): password sign-in only. */
  | { status: 'off' }
  /** The local emulator is still starting (just after `npm start`): asked again every 2 s. */
  | { status: 'starting' }
  | { status: 'ready'; client: IdentityClient };

/**
 * The identity provider as /auth/providers describes it, with the Firebase SDK loaded only
 * once a page that needs it asks (and only when a provider is configured).
 */
export function useIdentityProvider(): IdentityProviderState {
  const config = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: getIdentityConfig,
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => (query.state.data?.firebase?.starting ? 2000 : false),
  });
  const starting = config.data?.firebase?.starting === true;
  // The SDK is loaded only for a provider that answers.
  const firebase = starting ? undefined : config.data?.firebase;
  const [loaded, setLoaded] = useState<{ for: object; client: IdentityClient | null } | null>(null);

  useEffect(() => {
    if (!firebase) return;
    let live = true;
    import('./firebase-identity')
      .then((m) => m.createIdentityClient(firebase))
      .then(
        (client) => live && setLoaded({ for: firebase, client }),
        () => live && setLoaded({ for: firebase, client: null }),
      );
    return () => {
      live = false;
    };
  }, [firebase]);

  if (config.isPending) return { status: 'loading' };
  if (starting) return { status: 'starting' };
  if (!firebase) return { status: 'off' };
  if (loaded?.for !== firebase) return { status: 'loading' };
  return loaded.client ? { status: 'ready', client: loaded.client } : { status: 'off' };
}
