/**
 * Bundles an APPSYNC_JS resolver: one module with everything inlined except `@aws-appsync/*`, which the
 * runtime supplies. CDK-free, so the deployed API (ES module, lib/constructs/appsync-js-code.ts) and the
 * local GraphQL server (CommonJS for Node's vm, local/appsync/js-resolver-loader.ts) build the same code.
 */
import { buildSync } from 'esbuild';

/** Throws with esbuild's messages on error. `entry` is an absolute path. */
export function bundleAppSyncJs(entry: string, format: 'esm' | 'cjs' = 'esm'): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format,
    target: 'es2020',
    // Neutral: no Node or browser shims; AppSync's runtime is neither.
    platform: 'neutral',
    mainFields: ['module', 'main'],
    external: ['@aws-appsync/*'],
    sourcemap: false,
    // Unminified: AppSync's console and error messages then point at readable code.
    minify: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced no output for APPSYNC_JS resolver ${entry}`);
  return output.text;
}
