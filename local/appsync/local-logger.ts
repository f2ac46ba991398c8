/**
 * Structured (JSON line) logs of the local GraphQL server, in the same spirit as the Lambda functions' logs:
 * ids, outcomes and durations; never tokens, API keys, variables or bodies.
 */
export type LogFields = Readonly<Record<string, unknown>>;

export interface LocalLogger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export function jsonLogger(
  service: string,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): LocalLogger {
  const log =
    (level: string) =>
    (message: string, fields: LogFields = {}) =>
      write(JSON.stringify({ level, time: new Date().toISOString(), service, message, ...fields }));
  return { info: log('INFO'), warn: log('WARN'), error: log('ERROR') };
}

export const silentLogger: LocalLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** An error for a log line: name and message only (stacks of expected failures are noise). */
export function describeError(error: unknown): { errorName: string; errorMessage: string } {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message };
  return { errorName: typeof error, errorMessage: String(error) };
}
