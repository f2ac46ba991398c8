import { runInThisContext } from 'node:vm';
import { bundleAppSyncJs } from '../../lib/build/appsync-js-bundle';
import { fromRepositoryRoot } from '../shared/repository-root';
import type { JsResolverModule } from './js-resolver-executor';
import { util } from './utils-runtime';

/**
 * Loads an APPSYNC_JS resolver the way it is deployed: esbuild bundles the TypeScript source with everything
 * it imports inlined and `@aws-appsync/*` left external (the options of lib/constructs/appsync-js-code.ts),
 * so a resolver that bundles wrongly fails here too. The bundle then runs with a module loader that knows only
 * `@aws-appsync/utils`, answered by the local `util` runtime. Output is CommonJS (not AppSync's ES module)
 * only because Node evaluates that without a loader hook.
 */

const introspectionKeys = new Set<PropertyKey>(['__esModule', 'default', 'then']);

/** `@aws-appsync/utils` for resolvers: `util`, and a clear failure for anything else the runtime lacks. */
const appSyncUtilsModule: object = new Proxy(
  { util },
  {
    get(target, property) {
      if (property in target) return Reflect.get(target, property);
      if (typeof property === 'symbol' || introspectionKeys.has(property)) return undefined;
      throw new Error(
        `@aws-appsync/utils.${property} is not implemented by the local APPSYNC_JS runtime (local/appsync/utils-runtime.ts)`,
      );
    },
  },
);

function requireForResolver(specifier: string): unknown {
  if (specifier === '@aws-appsync/utils') return appSyncUtilsModule;
  throw new Error(
    `APPSYNC_JS resolvers can import only @aws-appsync/utils at run time; "${specifier}" is not available (AppSync has no module loader)`,
  );
}

/** The resolver bundled as the deployed API bundles it (lib/build/appsync-js-bundle.ts), as CommonJS for vm. */
export function bundleJsResolver(source: string): string {
  return bundleAppSyncJs(fromRepositoryRoot(source), 'cjs');
}

function isResolverModule(value: unknown): value is JsResolverModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.request === 'function' && typeof candidate.response === 'function';
}

/** Bundles and evaluates `source` (a path from the repository root); it must export request and response. */
export function loadJsResolver(source: string): JsResolverModule {
  const code = bundleJsResolver(source);
  const module = { exports: {} as unknown };
  const factory = runInThisContext(`(function (module, exports, require) {\n${code}\n})`, {
    filename: fromRepositoryRoot(source),
  }) as (module: { exports: unknown }, exports: unknown, require: (specifier: string) => unknown) => void;
  factory(module, module.exports, requireForResolver);
  if (!isResolverModule(module.exports))
    throw new Error(`APPSYNC_JS resolver ${source} must export request(ctx) and response(ctx)`);
  return module.exports;
}
