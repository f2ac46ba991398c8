/**
 * APPSYNC_JS resolver code, bundled at synth time. AppSync runs one ES module per resolver with no module
 * loader except `@aws-appsync/*`, so the TypeScript source and anything it imports (e.g. shared key helpers)
 * are inlined; the AppSync runtime supplies `@aws-appsync/utils` itself.
 */
import { Code } from 'aws-cdk-lib/aws-appsync';
import { bundleAppSyncJs } from '../build/appsync-js-bundle';

export function appSyncJsCode(entry: string): Code {
  return Code.fromInline(bundleAppSyncJs(entry, 'esm'));
}
