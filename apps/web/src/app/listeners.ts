import { createListenerMiddleware } from '@reduxjs/toolkit';

/** Cross-feature reactions (e.g. cart sync after sign-in) are registered here, in the app layer. */
export const listenerMiddleware = createListenerMiddleware();
