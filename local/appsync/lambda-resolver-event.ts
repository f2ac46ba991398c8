import { randomUUID } from 'node:crypto';
import type { AppSyncIdentityCognito, AppSyncResolverEvent, Context } from 'aws-lambda';
import {
  Kind,
  print,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

/**
 * The event of a direct Lambda resolver, built as AppSync builds it
 * (https://docs.aws.amazon.com/appsync/latest/devguide/resolver-context-reference-js.html), so that the
 * handler runs locally on exactly what it receives deployed.
 */
export type LambdaResolverEvent = AppSyncResolverEvent<Record<string, unknown>, unknown>;

export interface ResolverRequest {
  readonly arguments: Record<string, unknown>;
  readonly source: unknown;
  readonly identity: AppSyncIdentityCognito | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly info: GraphQLResolveInfo;
}

/**
 * AppSync's `info.selectionSetList`: every selected field below the resolved one, as paths joined by `/`,
 * aliases in place of names, fragments (inline and named) expanded, each path once.
 */
export function selectionSetList(info: GraphQLResolveInfo): string[] {
  const seen = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined, prefix: string) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const key = `${prefix}${(selection.alias ?? selection.name).value}`;
        seen.add(key);
        walk(selection.selectionSet, `${key}/`);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, prefix);
      } else {
        const fragment: FragmentDefinitionNode | undefined = info.fragments[selection.name.value];
        walk(fragment?.selectionSet, prefix);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet, '');
  return [...seen];
}

/** AppSync's `info.selectionSetGraphQL`: the field's selection set as written (fragment spreads not inlined). */
export function selectionSetGraphQL(info: GraphQLResolveInfo): string {
  const selectionSet = info.fieldNodes[0]?.selectionSet;
  return selectionSet ? print(selectionSet) : '';
}

export function lambdaResolverEvent(request: ResolverRequest): LambdaResolverEvent {
  const { info } = request;
  return {
    arguments: request.arguments,
    identity: request.identity ?? undefined,
    source: request.source ?? null,
    request: { headers: { ...request.headers }, domainName: null },
    info: {
      fieldName: info.fieldName,
      parentTypeName: info.parentType.name,
      variables: { ...info.variableValues },
      selectionSetList: selectionSetList(info),
      selectionSetGraphQL: selectionSetGraphQL(info),
    },
    prev: null,
    stash: {},
  };
}

/**
 * Lambda serializes the event and the result as JSON. Doing the same in-process keeps handlers honest: no
 * shared object identity, no Dates or undefined surviving the trip, and `identity` null rather than absent
 * for API-key calls (as AppSync sends it).
 */
export function asLambdaPayload<T>(value: T): T {
  return value === undefined ? (null as T) : (JSON.parse(JSON.stringify(value)) as T);
}

export function serializedEvent(event: LambdaResolverEvent): LambdaResolverEvent {
  return asLambdaPayload({ ...event, identity: event.identity ?? null } as LambdaResolverEvent);
}

/** A Lambda-like context for an in-process invocation (the deprecated callbacks are refused). */
export function lambdaContext(functionName: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  const refused = () => {
    throw new Error(
      'context.done/fail/succeed are not supported by the local Lambda invoker; return a promise',
    );
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: refused,
    fail: refused,
    succeed: refused,
  };
}
