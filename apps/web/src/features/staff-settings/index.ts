/** The restaurant settings for admins (GET/PATCH /staff/settings), for /admin/settings. */
export { SettingsManager } from './components/settings-manager';
export { SecuritySettingsCard } from './components/security-settings-card';
export { staffSettingsKeys } from './api/settings-keys';
export { staffSettingsQuery, getStaffSettings } from './api/get-staff-settings';
export { useUpdateSettings, patchSettings } from './api/update-settings';
export { useSetAcceptingOrders, putAcceptingOrders } from './api/set-accepting-orders';
