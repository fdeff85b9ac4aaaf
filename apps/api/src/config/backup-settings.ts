import { z } from 'zod';

const unsetWhenEmpty = (v: unknown) => (v === '' ? undefined : v);

/** `npm run backup`'s settings (decision 0072); the server itself reads none of them. */
export const backupSettings = {
  /**
   * The folder nightly backups go to, created owner-only; never inside the release folder.
   * Unset: `backups/` in the project, except in production, where it must be set.
   */
  BACKUP_DIR: z.preprocess(unsetWhenEmpty, z.string().optional()),
  /** How many backups BACKUP_DIR keeps: the newest; older ones are deleted after each backup. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  /**
   * The age public key(s) (`age1...`, comma-separated) backups are encrypted to; the private
   * key is kept off this machine. Production refuses an unencrypted backup unless told.
   */
  BACKUP_RECIPIENT: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(
        /^\s*age1[a-z0-9]+\s*(,\s*age1[a-z0-9]+\s*)*$/,
        'BACKUP_RECIPIENT: age public keys (age1...), comma-separated',
      )
      .optional(),
  ),
};
