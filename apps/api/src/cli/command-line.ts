import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../db/backup/backup-error';

/** A mistake in the command line: shown with the usage. */
export class UsageError extends Error {}

/**
 * The positional arguments, or the usage on --help. Paths are the caller's: npm runs workspace
 * scripts in the workspace's folder and passes the folder the command was typed in as INIT_CWD.
 */
export function positionals(usage: string, max: number): string[] {
  return commandLine(usage, max, {}).positionals;
}

type Options = Record<string, { type: 'string' | 'boolean' }>;

/** The positional arguments and these options (`--name value`, `--flag`), or the usage on --help. */
export function commandLine<O extends Options>(usage: string, max: number, options: O) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.positionals.length > max) throw new UsageError('Too many arguments.');
  return parsed;
}

export const callersPath = (file: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** Runs a command's main: its answer on stdout, an expected refusal alone on stderr, exit 1. */
export function runCommand(name: string, usage: string, main: () => Promise<string>): void {
  main().then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof UsageError) console.error(`${message}\n\n${usage}`);
      else if (error instanceof BackupError) console.error(message);
      else console.error(`${name}: ${message}`);
      process.exit(1);
    },
  );
}
