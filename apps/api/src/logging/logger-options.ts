import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Env } from '../config/env';
import { REDACTED_LOG_PATHS, serializeRequest } from '../plugins/security-log';

/** Where lines go and how (app.ts's `logger` option): false is silent. */
export type LoggerChoice = false | { level?: string; stream?: NodeJS.WritableStream } | undefined;

interface RequestLine {
  reqId?: string;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's line read at a glance: `[reqId] GET /path 200 3.1 ms`; any other line its message. */
function readableMessage(line: RequestLine): string {
  const id = line.reqId ? `[${line.reqId}] ` : '';
  if (line.req && line.res && typeof line.responseTime === 'number') {
    return `${id}${line.req.method} ${line.req.url} ${line.res.statusCode} ${line.responseTime.toFixed(1)} ms`;
  }
  return `${id}${line.msg ?? ''}`;
}

/**
 * pino-pretty in this process (not a transport's worker thread: the bundle has no file for a
 * worker to load, and a terminal is one person reading). Loaded only when asked for, so a
 * JSON-logging server never loads it.
 */
export async function prettyStream(
  destination: NodeJS.WritableStream | number = 1,
): Promise<NodeJS.WritableStream> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination,
    // Escape codes only where a terminal reads them (LOG_FORMAT=pretty into a file stays plain).
    colorize: destination === 1 && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (line) => readableMessage(line as RequestLine),
    sync: true,
  });
}

/**
 * JSON lines to stdout in writes of 2 kB or more (a few lines each), at least once a second,
 * instead of a write per line: one system call per request cost catalog reads as much as
 * everything else they do (bench/catalog-reads.mjs part 0). Not more: sonic-boom measures the
 * byte length of the whole pending chunk on every line it adds, so a line cost 3 µs of CPU
 * with 8 kB writes (chunks up to 16 kB) and 1.2-1.5 µs with 2 kB ones (chunks up to 4 kB;
 * decision 0101). pino writes what is buffered when the process exits, even on an error; only
 * a SIGKILL or a crash of the runtime itself can lose the last second's lines.
 */
function bufferedStdout() {
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: 2 * 1024,
    maxWrite: 4 * 1024,
    periodicFlush: 1000,
  });
}

/**
 * The logger: secrets redacted, URLs as logged (security-log.ts), readable lines in a terminal
 * (LOG_FORMAT), one JSON object a line otherwise. A given stream (tests) always gets JSON.
 */
export async function loggerOptions(
  env: Env,
  choice: LoggerChoice,
): Promise<FastifyServerOptions['logger']> {
  if (choice === false) return false;
  const pretty =
    !choice?.stream &&
    (env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT === 'auto' && process.stdout.isTTY === true));
  return {
    level: env.LOG_LEVEL,
    ...(choice?.stream ? {} : { stream: pretty ? await prettyStream() : bufferedStdout() }),
    ...choice,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
}
