export const staffSettingsKeys = { all: ['staff', 'settings'] as const };
