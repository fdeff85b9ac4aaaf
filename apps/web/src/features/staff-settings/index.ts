/** The restaurant settings for admins (GET/PATCH /staff/settings), for /admin/settings. */
export { SettingsManager } from './components/settings-manager';
export { SecuritySettingsCard } from './components/security-settings-card';
export { OrderMessageSettingsCard } from './components/order-message-settings-card';
