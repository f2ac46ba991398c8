import middy from '@middy/core';
import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import {
  graphqlResolvers,
  type LambdaHandlerName,
  type LambdaResolverDefinition,
} from '../../../contracts/registry';
import { verifiedCaller, type Caller } from '../auth/caller';
import { toHttpError } from '../http/error-mapping';
import { HttpError } from '../http/errors';
import { implementationsByAccess } from '../runtime/registry-check';
import { logContext, logger } from '../runtime/logger';
import { callerFromAppSync } from './appsync-caller';

/** What a field implementation receives; `C` as in RestRequest: `Caller` on member and admin fields. */
export interface GraphqlRequest<C extends Caller | null = Caller | null> {
  readonly arguments: Record<string, unknown>;
  readonly caller: C;
  readonly source: unknown;
}

export type FieldImplementation<C extends Caller | null = Caller | null> = (
  request: GraphqlRequest<C>,
) => Promise<unknown>;
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
  // The message says when to try again (lambda/shared/rate-limit/rate-limiter.ts).
  429: 'RateLimited',
  503: 'ServiceUnavailable',
};

export class AppSyncResolverError extends Error {
  constructor(errorType: string, message: string) {
    super(message);
    this.name = errorType;
  }
}

/** One function's field implementations, grouped by the access the registry gives each field. */
export interface FieldImplementations {
  readonly public?: Readonly<Record<FieldKey, FieldImplementation<Caller | null>>>;
  readonly member?: Readonly<Record<FieldKey, FieldImplementation<Caller>>>;
  readonly admin?: Readonly<Record<FieldKey, FieldImplementation<Caller>>>;
}

export interface GraphqlHandlerOptions {
  /**
   * Runs before every mutation with the verified caller and the field's key (`"Mutation.sendMessage"`):
   * refuses a disabled member's write at once.
   */
  readonly beforeWrite?: (caller: Caller, field: FieldKey) => Promise<void>;
  /**
   * Runs before every field with a verified caller (queries, mutations, subscriptions), before beforeWrite:
   * the member gate refuses an ended session or a closed account there (lambda/members/member-gate.ts).
   */
  readonly beforeRequest?: (caller: Caller, kind: { readonly write: boolean }) => Promise<void>;
}

/**
 * Builds a direct Lambda resolver function from the registry: one handler routes on `info.parentTypeName` +
 * `info.fieldName`, and every field the registry gives it must be implemented, in the
 * group of its access. The schema's @aws_cognito_user_pools directive is the first gate; the registry's access
 * level is checked again here from the verified identity. Domain errors become AppSync errors with an
 * errorType; faults become a logged InternalFailure.
 */
export function createGraphqlHandler(
  name: LambdaHandlerName,
  implementations: FieldImplementations,
  options: GraphqlHandlerOptions = {},
) {
  const fields = new Map(
    graphqlResolvers
      .filter((r): r is LambdaResolverDefinition => r.kind === 'lambda' && r.handler === name)
      .map((r) => [`${r.typeName}.${r.fieldName}` as FieldKey, r]),
  );
  const { publicOnes: publicFields, signedInOnes: signedInFields } = implementationsByAccess(
    name,
    [...fields].map(([key, field]) => [key, field.access]),
    implementations,
  );

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
      const request = { arguments: event.arguments ?? {}, source: event.source };
      // Every field is in the group of its access (checked at cold start): the lookups below always find it.
      const write = event.info.parentTypeName === 'Mutation';
      if (field.access === 'public') {
        if (caller && options.beforeRequest) await options.beforeRequest(caller, { write });
        if (caller && event.info.parentTypeName === 'Mutation' && options.beforeWrite) {
          await options.beforeWrite(caller, key);
        }
        const publicField = publicFields.get(key) as FieldImplementation<Caller | null>;
        return await publicField({ ...request, caller });
      }
      const verified = verifiedCaller(field.access, caller);
      if (options.beforeRequest) await options.beforeRequest(verified, { write });
      if (event.info.parentTypeName === 'Mutation' && options.beforeWrite)
        await options.beforeWrite(verified, key);
      const signedInField = signedInFields.get(key) as FieldImplementation<Caller>;
      return await signedInField({ ...request, caller: verified });
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

  return middy(base).use(logContext());
}
