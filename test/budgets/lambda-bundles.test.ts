import path from 'node:path';
import { lambdaHandlers, routesOf, type LambdaHandlerName } from '../../contracts/registry';
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
 * The functions above the target, each held near where it is, so it cannot grow. post-api, 347 KB (346.8)
 * (esbuild metafile) = the AWS SDK's DynamoDB client with its core 191, zod/mini 36, aws-jwt-verify 16 (its
 * public routes verify tokens), middy 3, and the repository's own code (lambda/ and contracts/, some 45 routes)
 * 79; 325 → 336 KB with the draft guard, rich-text hygiene and plain text, the session check, the terms'
 * version, the per-member limits and blocking; 336 → 344 KB with the numbered pages' counts
 * (lambda/storage/list-counts.ts, in place of the page-boundary cache), view counters and bodies apart; 344 →
 * 350.6 KB with the dashboard's counters (since moved to the content-stream function) and the admin lists' shards,
 * the edge cache headers (contracts/rest-cache.ts) and the post page's first comments; 350.6 → 347.6 KB since it
 * reads members through lambda/members/member-profiles.ts instead of bundling the whole member repository (the
 * sharded counters and per-board reports added 0.9 KB of it). It stays one function: its board reads keep board records and
 * notices in memory and its writes drop them at once, which holds only while the routes that change boards and
 * posts run beside the reads. Moving every admin route out was measured at 329 KB, and would leave a board an
 * admin closed readable for up to 30 s; the admin routes that leave that memory alone save 0.4 KB
 * (docs/performance.md, "Lambda bundles").
 *
 * member-api was 307.9 KB; its admin routes are a function of their own (member-admin-api, 297 KB), and the
 * admin schemas (contracts/member-admin.ts) and Cognito changes (lambda/members/user-pool-admin.ts) modules of
 * their own, which brought it to 299 KB; the member counter (lambda/members/member-counts.ts) and the edge
 * cache headers (contracts/rest-cache.ts) to 300.8 KB, and the search routes and function in the registry
 * (contracts/registry.ts, which every function bundles whole, route descriptions included) to 301.3 KB: held at
 * 301.5 KB until a trim (the registry's descriptions, about 10 KB, are read only by the CDK stacks) brings it back
 * under 300.
 */
const OVER_TARGET: Partial<Record<LambdaHandlerName, number>> = {
  'post-api': 347 * KB,
  'member-api': 301.5 * KB,
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

  // Token verification is bundled only where a function verifies tokens itself: on public REST routes, which
  // have no authorizer (lambda/shared/auth/id-token-verifier.ts). The others get a verified caller from API
  // Gateway or AppSync, and aws-jwt-verify (about 16 KB) would be bytes they never run.
  it('carries aws-jwt-verify only in functions with public routes', () => {
    for (const bundle of bundles) {
      const verifiesTokens = routesOf(bundle.name as LambdaHandlerName).some((r) => r.access === 'public');
      const jwt = bundle.inputs.some((input) => /node_modules\/aws-jwt-verify\//.test(input));
      expect({ bundle: bundle.name, jwt }).toEqual({ bundle: bundle.name, jwt: verifiesTokens });
    }
  });
});
