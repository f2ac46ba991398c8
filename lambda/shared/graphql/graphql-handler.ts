import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import {
  graphqlResolvers,
  type LambdaHandlerName,
  type LambdaResolverDefinition,
} from '../../../contracts/registry';
import type { Caller } from '../auth/caller';
import { toHttpError } from '../http/error-mapping';
import { ForbiddenError, HttpError, UnauthorizedError } from '../http/errors';
import { logger } from '../runtime/logger';
import { callerFromAppSync } from './appsync-caller';

export interface GraphqlRequest {
  readonly arguments: Record<string, unknown>;
  readonly caller: Caller | null;
  readonly source: unknown;
}

export type FieldImplementation = (request: GraphqlRequest) => Promise<unknown>;
/** `"Mutation.createMenu"`: parent type and field, as in the registry. */
export type FieldKey = `${string}.${string}`;

/** AppSync shows a thrown error's name as `errorType`; these are the types the clients see. */
const errorTypes: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Unauthorized',
  404: 'NotFound',
  409: 'Conflict',
  413: 'BadRequest',
  503: 'ServiceUnavailable',
};

export class AppSyncResolverError extends Error {
  constructor(errorType: string, message: string) {
    super(message);
    this.name = errorType;
  }
}

/**
 * Builds a direct Lambda resolver function from the registry: one handler routes on
 * `info.parentTypeName` + `info.fieldName` (architecture brief §3). The schema's @aws_cognito_user_pools
 * directive is the first gate; the registry's access level is checked again here from the verified
 * identity. Domain errors become AppSync errors with an errorType; faults become a logged InternalFailure.
 */
export interface GraphqlHandlerOptions {
  /** Runs before every mutation with the verified caller: refuses a disabled member's write at once. */
  readonly beforeWrite?: (caller: Caller) => Promise<void>;
}

export function createGraphqlHandler(
  name: LambdaHandlerName,
  implementations: Readonly<Record<FieldKey, FieldImplementation>>,
  options: GraphqlHandlerOptions = {},
) {
  const fields = new Map(
    graphqlResolvers
      .filter((r): r is LambdaResolverDefinition => r.kind === 'lambda' && r.handler === name)
      .map((r) => [`${r.typeName}.${r.fieldName}` as FieldKey, r]),
  );
  const missing = [...fields.keys()].filter((k) => !(k in implementations));
  const extra = Object.keys(implementations).filter((k) => !fields.has(k as FieldKey));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `Handler ${name} does not match the registry: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`,
    );
  }

  const base = async (
    event: AppSyncResolverEvent<Record<string, unknown>>,
    _context: Context,
  ): Promise<unknown> => {
    const key = `${event.info.parentTypeName}.${event.info.fieldName}` as FieldKey;
    const started = Date.now();
    const caller = callerFromAppSync(event);
    let outcome = 'ok';
    try {
      const field = fields.get(key);
      if (!field) throw new HttpError(404, `No resolver for ${key}`);
      if (field.access !== 'public' && !caller) throw new UnauthorizedError();
      if (field.access === 'admin' && !caller?.isAdmin)
        throw new ForbiddenError('Only administrators can do this.');
      if (caller && event.info.parentTypeName === 'Mutation' && options.beforeWrite) {
        await options.beforeWrite(caller);
      }
      const implementation = implementations[key] as FieldImplementation;
      return await implementation({ arguments: event.arguments ?? {}, caller, source: event.source });
    } catch (error) {
      const known = toHttpError(error);
      if (known) {
        outcome = errorTypes[known.statusCode] ?? 'BadRequest';
        if (known.statusCode === 503) logger.warn('store unavailable', { error: (error as Error).message });
        throw new AppSyncResolverError(outcome, known.message);
      }
      outcome = 'InternalFailure';
      logger.error('unexpected fault', error as Error);
      throw new AppSyncResolverError(
        'InternalFailure',
        'Something went wrong on our side. Please try again later.',
      );
    } finally {
      logger.info('resolver', {
        field: key,
        outcome,
        durationMs: Date.now() - started,
        userId: caller?.userId,
      });
    }
  };

  return middy(base).use(injectLambdaContext(logger, { resetKeys: true }));
}
