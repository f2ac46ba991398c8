import type middy from '@middy/core';
import type { Context } from 'aws-lambda';

/**
 * One structured logger per function: each entry is one JSON line on stdout (stderr for warnings and errors),
 * which CloudWatch Logs stores as it is and Logs Insights queries by field. The service name comes from
 * SERVICE_NAME and the least level written from LOG_LEVEL (DEBUG, INFO, WARN, ERROR or SILENT; default INFO),
 * both set by the house Lambda construct. Never log tokens, passwords or whole events: log ids and outcomes.
 *
 * Written here rather than taken from the Powertools logger: these few lines are all the functions use of it
 * (levels, a JSON line, the invocation's request id), and the library cost every bundle about 20 KB minified,
 * which every cold start parses (docs/performance.md).
 */
const LEVELS = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'SILENT'>;

export type LogFields = Readonly<Record<string, unknown>>;

/** An Error as fields (JSON.stringify writes an Error as `{}`); anything else as it is. */
function serializable(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  return { name: value.name, message: value.message, stack: value.stack };
}

export class Logger {
  /** The invocation's fields (request id, cold start), set by `logContext` and replaced at each invocation. */
  private invocation: LogFields = {};
  private coldStart = true;

  private threshold(): number {
    const configured = (process.env.LOG_LEVEL ?? 'INFO').toUpperCase();
    return configured in LEVELS ? LEVELS[configured as keyof typeof LEVELS] : LEVELS.INFO;
  }

  debug(message: string, fields?: LogFields | Error): void {
    this.write('DEBUG', message, fields);
  }

  info(message: string, fields?: LogFields | Error): void {
    this.write('INFO', message, fields);
  }

  warn(message: string, fields?: LogFields | Error): void {
    this.write('WARN', message, fields);
  }

  error(message: string, fields?: LogFields | Error): void {
    this.write('ERROR', message, fields);
  }

  /** Called once per invocation with the Lambda context (see `logContext`). */
  startInvocation(context: Pick<Context, 'awsRequestId' | 'functionName'>): void {
    this.invocation = {
      function_name: context.functionName,
      function_request_id: context.awsRequestId,
      cold_start: this.coldStart,
    };
    this.coldStart = false;
  }

  private write(level: Level, message: string, fields?: LogFields | Error): void {
    if (LEVELS[level] < this.threshold()) return;
    const extra = fields instanceof Error ? { error: fields } : (fields ?? {});
    const entry: Record<string, unknown> = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: process.env.SERVICE_NAME ?? 'unknown',
      ...this.invocation,
    };
    for (const [key, value] of Object.entries(extra)) entry[key] = serializable(value);
    const line = `${JSON.stringify(entry)}\n`;
    if (LEVELS[level] >= LEVELS.WARN) process.stderr.write(line);
    else process.stdout.write(line);
  }
}

export const logger = new Logger();

/** Middy middleware: every entry an invocation logs carries its request id and whether it was a cold start. */
export function logContext(target: Logger = logger): middy.MiddlewareObj<unknown, unknown, Error, Context> {
  return {
    before: (request) => {
      target.startInvocation(request.context);
    },
  };
}
