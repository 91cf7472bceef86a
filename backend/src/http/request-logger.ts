import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LogFn } from 'pino';

type ParentLogger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
/** pino's loggers, which say whether a level is written. */
type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that makes its pino child (which serialises the request id) only when the
 * request first writes a line its level lets through. Most requests write none, and making a child
 * for each one cost as much as the rest of a kept answer.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
  ) {}

  #made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  #write(level: Level, args: Parameters<LogFn>): void {
    if (this.#child || this.parent.isLevelEnabled(level)) (this.#made()[level] as LogFn)(...args);
  }

  get level(): string {
    return this.#child ? this.#child.level : this.parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }

  fatal(...args: Parameters<LogFn>) {
    this.#write('fatal', args);
  }
  error(...args: Parameters<LogFn>) {
    this.#write('error', args);
  }
  warn(...args: Parameters<LogFn>) {
    this.#write('warn', args);
  }
  info(...args: Parameters<LogFn>) {
    this.#write('info', args);
  }
  debug(...args: Parameters<LogFn>) {
    this.#write('debug', args);
  }
  trace(...args: Parameters<LogFn>) {
    this.#write('trace', args);
  }
  silent() {}
}

/** Fastify's `childLoggerFactory`: a lazy child, unless a route asks for its own level or serialisers. */
export function requestLogger(
  parent: ParentLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (typeof parent.isLevelEnabled !== 'function' || Object.keys(options).length > 0)
    return parent.child(bindings, options);
  return new RequestLogger(parent as LevelAwareLogger, bindings);
}
