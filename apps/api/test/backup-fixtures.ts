import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** An age key pair as `age-keygen` makes one: the private key's file here, and the public key. */
export async function backupKeyPair(folder: string, name = 'backup-key.txt') {
  const identity = await generateX25519Identity();
  const identityFile = path.join(folder, name);
  writeFileSync(identityFile, `# created by a test\n${identity}\n`, { mode: 0o600 });
  return { identityFile, recipient: await identityToRecipient(identity) };
}

/** A data folder, and what embedded restores moved aside beside it. */
export function removeDataFolder(dataDir: string): void {
  for (const entry of readdirSync(path.dirname(dataDir))) {
    if (entry.startsWith(`${path.basename(dataDir)}.before-restore-`)) {
      rmSync(path.join(path.dirname(dataDir), entry), { recursive: true, force: true });
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
