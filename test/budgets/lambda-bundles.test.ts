import path from 'node:path';
import { lambdaHandlers, type LambdaHandlerName } from '../../contracts/registry';
import { bundleLambdas, type LambdaBundle } from '../../lib/build/lambda-bundle';

/**
 * Size budgets of the Lambda bundles (deterministic: bytes, not timings). Every function of the registry is
 * bundled as production bundles it (lib/build/lambda-bundle.ts: minified ESM, the AWS SDK inside) in one
 * in-process esbuild run. A cold start downloads and parses the whole bundle, so its size is a cost every
 * quiet function pays; `npm run bench` reports the matching module load times.
 */
const KB = 1024;
const TARGET_BYTES = 300 * KB;

/**
 * Functions still above the target, held where they are so they cannot grow: after the validator (zod/mini)
 * and the SDK's unused credential sources left them, what remains is mostly the AWS SDK's DynamoDB (and, for
 * member-api, Cognito) client, the Powertools logger and token verification (aws-jwt-verify).
 */
const OVER_TARGET: Partial<Record<LambdaHandlerName, number>> = {
  'post-api': 360 * KB,
  'member-api': 345 * KB,
};

const repoRoot = path.resolve(__dirname, '../..');
let bundles: LambdaBundle[];

beforeAll(async () => {
  const entries = Object.fromEntries(
    Object.entries(lambdaHandlers).map(([name, { entry }]) => [name, entry]),
  );
  bundles = await bundleLambdas(entries, repoRoot);
  const rows = bundles.map(
    (b) =>
      `${b.name.padEnd(26)} ${(b.bytes / KB).toFixed(1).padStart(6)} KB  largest: ${b.packages
        .slice(0, 4)
        .map((p) => `${p.name} ${(p.bytes / KB).toFixed(0)} KB`)
        .join(', ')}`,
  );
  console.log(`Lambda bundles (minified):\n${rows.join('\n')}`);
}, 120_000);

describe('Lambda bundle budgets', () => {
  it('bundles every function of the registry', () => {
    expect(bundles.map((b) => b.name).sort()).toEqual(Object.keys(lambdaHandlers).sort());
  });

  it.each(Object.keys(lambdaHandlers) as LambdaHandlerName[])('%s stays within its budget', (name) => {
    const bundle = bundles.find((b) => b.name === name)!;
    expect(bundle.bytes).toBeLessThanOrEqual(OVER_TARGET[name] ?? TARGET_BYTES);
  });

  // The two regressions that would cost the most: one `import { z } from 'zod'` brings the classic API and
  // all of zod's locales back (about 420 KB), and an SDK upgrade could import a credential source statically.
  it('carries zod/mini with the English locale only, and no credential source but the environment', () => {
    for (const bundle of bundles) {
      const unexpected = bundle.inputs.filter(
        (input) =>
          /node_modules\/zod\/v4\/classic\//.test(input) ||
          /node_modules\/zod\/v4\/locales\/(?!en\.js|index\.js)/.test(input) ||
          /node_modules\/@aws-sdk\/(nested-clients|credential-provider-(ini|sso|process|web-identity|http))\//.test(
            input,
          ),
      );
      expect({ bundle: bundle.name, unexpected }).toEqual({ bundle: bundle.name, unexpected: [] });
    }
  });
});
