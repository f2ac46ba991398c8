import { lambdaHandlers, type LambdaHandlerName } from '../../contracts/registry';
import { fromRepositoryRoot } from './repository-root';

/**
 * A registry handler (contracts/registry.ts), loaded on its first call as Lambda loads a function on a cold
 * start: after the local stack has set the environment the handler reads when its module loads (table names,
 * pool ids). The REST gateway, the GraphQL server's direct Lambda resolvers and the user pool's triggers all
 * take their handlers from here.
 */
export function registryHandler<E, C, R>(name: LambdaHandlerName): (event: E, context: C) => Promise<R> {
  let loaded: Promise<(event: E, context: C) => Promise<R>> | undefined;
  return async (event, context) => {
    // A module that failed to load is tried again on the next call, as a new Lambda instance would.
    loaded ??= loadHandler<E, C, R>(name).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return (await loaded)(event, context);
  };
}

async function loadHandler<E, C, R>(name: LambdaHandlerName): Promise<(event: E, context: C) => Promise<R>> {
  const { entry } = lambdaHandlers[name];
  const loaded = (await import(fromRepositoryRoot(entry))) as { handler?: unknown };
  if (typeof loaded.handler !== 'function') {
    throw new Error(`Lambda handler ${name} (${entry}) exports no handler function`);
  }
  return loaded.handler as (event: E, context: C) => Promise<R>;
}
