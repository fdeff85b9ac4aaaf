export { OfflineBanner } from './components/offline-banner';
export { UpdatePrompt } from './components/update-prompt';
