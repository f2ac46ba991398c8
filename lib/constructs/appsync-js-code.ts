/**
 * APPSYNC_JS resolver code, bundled at synth time. AppSync runs one ES module per resolver with no module
 * loader except `@aws-appsync/*`, so the TypeScript source and anything it imports (e.g. shared key helpers)
 * are inlined by esbuild; the AppSync runtime supplies `@aws-appsync/utils` itself.
 */
import { Code } from 'aws-cdk-lib/aws-appsync';
import { buildSync } from 'esbuild';

/** Bundles `entry` (absolute path) into a single APPSYNC_JS module; throws with esbuild's messages on error. */
export function bundleAppSyncJs(entry: string): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
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

export function appSyncJsCode(entry: string): Code {
  return Code.fromInline(bundleAppSyncJs(entry));
}
