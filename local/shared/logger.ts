/**
 * The one logger of the local stack: structured JSON lines in the spirit of the Lambda functions' logs
 * (ids, outcomes, durations). Entries never carry tokens, API keys, passwords, codes, variables or bodies.
 */
export type LogFields = Readonly<Record<string, unknown>>;

export type LogLevel = 'INFO' | 'WARN' | 'ERROR';

export interface LocalLogger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const rank: Readonly<Record<LogLevel, number>> = { INFO: 0, WARN: 1, ERROR: 2 };

/** Routine lines on stdout, warnings and errors on stderr. */
function writeToConsole(line: string, level: LogLevel): void {
  (level === 'INFO' ? process.stdout : process.stderr).write(`${line}\n`);
}

/**
 * One JSON object a line, `{ level, time, service, message, ...fields }`, for entries at `minimum` or above
 * (the local user pool, for instance, keeps its routine entries to itself unless asked).
 */
export function jsonLogger(
  service: string,
  write: (line: string, level: LogLevel) => void = writeToConsole,
  minimum: LogLevel = 'INFO',
): LocalLogger {
  const log =
    (level: LogLevel) =>
    (message: string, fields: LogFields = {}) => {
      if (rank[level] < rank[minimum]) return;
      write(JSON.stringify({ level, time: new Date().toISOString(), service, message, ...fields }), level);
    };
  return { info: log('INFO'), warn: log('WARN'), error: log('ERROR') };
}

export const silentLogger: LocalLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** An error for a log line: name and message only (stacks of expected failures are noise). */
export function describeError(error: unknown): { errorName: string; errorMessage: string } {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message };
  return { errorName: typeof error, errorMessage: String(error) };
}
