/** A backup or restore refused or failed for a reason its message says: shown alone, exit 1. */
export class BackupError extends Error {}
