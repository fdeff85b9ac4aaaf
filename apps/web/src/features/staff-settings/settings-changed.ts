import { createContext } from 'react';

/**
 * What else must follow a settings change (the storefront's cached restaurant settings): the
 * page that composes this feature says, since features do not know each other.
 */
export const SettingsChangedContext = createContext<() => void>(() => {});
