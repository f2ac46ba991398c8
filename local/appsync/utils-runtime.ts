import { randomUUID } from 'node:crypto';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { AppSyncError } from './appsync-error';

/**
 * The runtime of `@aws-appsync/utils` for the local stack and the tests. The npm package ships types only
 * (AppSync provides the implementation), so the functions our resolvers call are implemented here with
 * AppSync's documented semantics. Anything not implemented fails loudly by name instead of misbehaving.
 * Resolver modules import `@aws-appsync/utils`; Jest and the local server map that import to this file.
 */

let appended: AppSyncError[] = [];

/** Called by the executor around each resolver run: errors appended by util.appendError land here. */
export function collectAppendedErrors<T>(run: () => T): { value: T; errors: AppSyncError[] } {
  appended = [];
  try {
    const value = run();
    return { value, errors: appended };
  } finally {
    appended = [];
  }
}

const implemented = {
  error(message: string, errorType?: string, data?: unknown, errorInfo?: unknown): never {
    throw new AppSyncError(message, errorType, data, errorInfo);
  },
  appendError(message: string, errorType?: string, data?: unknown, errorInfo?: unknown): void {
    appended.push(new AppSyncError(message, errorType, data, errorInfo));
  },
  autoId(): string {
    return randomUUID();
  },
  time: {
    nowISO8601(): string {
      return new Date().toISOString();
    },
    nowEpochSeconds(): number {
      return Math.floor(Date.now() / 1000);
    },
    nowEpochMilliSeconds(): number {
      return Date.now();
    },
  },
  dynamodb: {
    toDynamoDB(value: unknown) {
      return marshall({ v: value }, { removeUndefinedValues: true }).v;
    },
    toMapValues(value: Record<string, unknown>) {
      return marshall(value, { removeUndefinedValues: true });
    },
    toMapValuesJson(value: Record<string, unknown>) {
      return JSON.stringify(marshall(value, { removeUndefinedValues: true }));
    },
  },
};

function strict<T extends object>(target: T, prefix: string): T {
  return new Proxy(target, {
    get(object, property) {
      if (typeof property === 'symbol' || property in object) {
        const value = Reflect.get(object, property);
        return typeof value === 'object' && value !== null
          ? strict(value, `${prefix}.${String(property)}`)
          : value;
      }
      throw new Error(
        `${prefix}.${String(property)} is not implemented by the local APPSYNC_JS runtime (local/appsync/utils-runtime.ts)`,
      );
    },
  });
}

export const util = strict(implemented, 'util');
export { unmarshall };
