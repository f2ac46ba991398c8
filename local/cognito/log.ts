/**
 * Structured log entries of the local user pool (one JSON object each). Entries never carry passwords, codes or
 * tokens: operation names, usernames, outcomes and timings only.
 */
export type CognitoLogger = (entry: Record<string, unknown>) => void;

/** Default: warnings and errors as JSON lines on stderr; routine entries are dropped. */
export const defaultCognitoLogger: CognitoLogger = (entry) => {
  if (entry.level === 'warn' || entry.level === 'error') process.stderr.write(`${JSON.stringify(entry)}\n`);
};
