/**
 * How every Lambda function is bundled, in one place: the CDK construct (lib/constructs/house-function.ts)
 * passes these settings to NodejsFunction's esbuild, and the bundle budget test and the benchmark build the
 * same bundles in-process with `bundleLambdas`. CDK-free, so tests and scripts need no synth.
 */
import { build, type Metafile } from 'esbuild';

/** Node.js 24 (the functions' runtime), ES modules, minified. */
export const LAMBDA_TARGET = 'node24';
/** ESM prefers the packages' ESM builds (middy is ESM-only, and the SDK's ESM builds tree-shake). */
export const LAMBDA_MAIN_FIELDS = ['module', 'main'] as const;
/** CommonJS dependencies inside the bundle still call require() for Node built-ins, which ESM lacks. */
export const LAMBDA_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Left out of the bundles, although the AWS SDK is otherwise bundled whole (see house-function.ts for why):
 * modules the SDK loads only with a dynamic `import()` on paths a function never takes in Lambda, so they
 * would be bytes every cold start downloads and parses for nothing (about 130 KB minified of each bundle).
 * Should one of those paths ever run, the import fails with "Cannot find package", which is as loud as the
 * missing credentials or stream support would be.
 * - The default credential chain's later links. The chain tries the environment first, and the Lambda
 *   runtime always sets AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN from the execution
 *   role, so shared profiles, SSO, a credential process, a web-identity token file and the ECS/EC2
 *   metadata endpoints (with the STS, SSO and sign-in clients they bring) are never reached.
 * - Event streams: loaded only by operations that stream (e.g. Bedrock, Transcribe); DynamoDB, Cognito and
 *   AppSync, the services the functions call, have none.
 * Nothing else of the SDK can be left out this way: the rest is imported statically by the clients'
 * constructors, middleware and the JSON protocol DynamoDB and Cognito speak (no CBOR, RPCv2, XML or
 * event-stream code reaches the bundles), so an external there would fail every cold start.
 */
export const LAMBDA_EXTERNAL_MODULES = [
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
  '@smithy/core/event-streams',
] as const;

export interface LambdaBundle {
  readonly name: string;
  /** The handler module as deployed (minified; the source map is a separate file). */
  readonly code: string;
  readonly bytes: number;
  /** Bytes in the output per npm package (`@scope/name`) or, for the repository's own code, per folder. */
  readonly packages: ReadonlyArray<{ readonly name: string; readonly bytes: number }>;
  /** Every module with code in the bundle, as a path from the working directory. */
  readonly inputs: readonly string[];
}

/** The npm package an input belongs to, or its first two path segments (`lambda/posts`, `contracts/post.ts`). */
function packageOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1]! : input.split('/').slice(0, 2).join('/');
}

function packagesOf(output: Metafile['outputs'][string]): LambdaBundle['packages'] {
  const bytes = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = packageOf(input);
    bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
  }
  return [...bytes].map(([name, size]) => ({ name, bytes: size })).sort((a, b) => b.bytes - a.bytes);
}

/**
 * Bundles the given handler modules (name → path from `absWorkingDir`) in one esbuild run, as production
 * does, without writing anything.
 */
export async function bundleLambdas(
  entries: Readonly<Record<string, string>>,
  absWorkingDir: string,
): Promise<LambdaBundle[]> {
  const result = await build({
    entryPoints: { ...entries },
    absWorkingDir,
    bundle: true,
    write: false,
    outdir: 'lambda-bundles',
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: LAMBDA_TARGET,
    minify: true,
    mainFields: [...LAMBDA_MAIN_FIELDS],
    banner: { js: LAMBDA_BANNER },
    external: [...LAMBDA_EXTERNAL_MODULES],
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(entries).map((name) => {
    const file = result.outputFiles.find((f) => f.path.endsWith(`/lambda-bundles/${name}.mjs`));
    const output = Object.entries(result.metafile.outputs).find(([path]) =>
      path.endsWith(`lambda-bundles/${name}.mjs`),
    )?.[1];
    if (!file || !output) throw new Error(`esbuild produced no bundle for Lambda ${name}`);
    return {
      name,
      code: file.text,
      bytes: file.contents.byteLength,
      packages: packagesOf(output),
      inputs: Object.keys(output.inputs).filter((input) => output.inputs[input]!.bytesInOutput > 0),
    };
  });
}
