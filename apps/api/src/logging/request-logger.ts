import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn, Logger } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * Each request's logger (`request.log`), made when the request first writes a line rather than
 * when it arrives. Fastify makes a pino child per request, and with redaction configured pino runs
 * its redactors over the child's bindings as it makes it: a cached menu read that writes nothing
 * but its request line paid that every time (decision 0101). The first line, a child of its own
 * or a change of level makes the real child, with the same bindings and options, so what is
 * written is unchanged; until then the level is the parent's, or the route's `logLevel`.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;
  // Defined once on the prototype (the static block below).
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;

  constructor(
    private readonly parent: FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LevelWithSilentOrString {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.real.level = level;
  }

  isLevelEnabled(level: LevelWithSilentOrString): boolean {
    if (!this.made && this.options.level === undefined) return this.parent.isLevelEnabled(level);
    return (this.real as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  silent(): void {}

  static {
    // On the prototype: nothing made per request until a line is written.
    for (const level of LEVELS) {
      RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
        (this.real[level] as (...line: unknown[]) => void)(...args);
      } as LogFn;
    }
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made on first use. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const levels = logger as FastifyBaseLogger & Partial<Pick<Logger, 'isLevelEnabled'>>;
  // Without pino's levels (`logger: false` gives Fastify's silent stand-in) there is nothing to save.
  if (typeof levels.isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new RequestLogger(
    levels as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>,
    bindings,
    options,
  );
}
