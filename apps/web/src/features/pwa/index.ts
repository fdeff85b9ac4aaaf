export { registerServiceWorker } from './service-worker-registration';
export { OfflineBanner } from './components/offline-banner';
export { UpdatePrompt } from './components/update-prompt';
export { unsubscribeThisDevice } from './push-subscription';
