import type { LogLevel } from './config';

/** One JSON object a line on standard output: what a log collector reads without a parser of ours. */
export interface Log {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** An error as log fields: its name, message and stack (the log keeps what the answer never shows). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  return { error: error.message, errorName: error.name, stack: error.stack };
}

export function createLog(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
  clock: () => Date = () => new Date(),
): Log {
  const at =
    (lineLevel: Exclude<LogLevel, 'silent'>) => (message: string, fields?: Record<string, unknown>) => {
      if (RANK[lineLevel] < RANK[level]) return;
      write(
        `${JSON.stringify({ time: clock().toISOString(), level: lineLevel, msg: message, ...fields })}\n`,
      );
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
