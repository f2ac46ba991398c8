import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-load budgets of the web build (deterministic: bytes and request counts, not timings). They hold
 * the line where the app is today and fail on regressions; lowering them is tracked in
 * docs/architecture.md. `npm test` builds the web app before Jest runs.
 */
const BUDGET = {
  /** JS the browser must fetch before the first render (entry + modulepreloads), gzip. */
  firstRenderGzipBytes: 225 * 1024,
  /** Files fetched before the first render. */
  firstRenderRequests: 4,
  /** Amplify (auth) loads after the first render, in its own chunk. */
  amplifyGzipBytes: 48 * 1024,
};

const dist = path.resolve(__dirname, '../../frontend/dist');

function gzipSize(asset: string): number {
  return gzipSync(readFileSync(path.join(dist, asset)), { level: 9 }).length;
}

function firstRenderAssets(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1] as string);
  const preloads = [
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="\/([^"]+)"/g),
  ].map((m) => m[1] as string);
  return [...scripts, ...preloads];
}

beforeAll(() => {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('frontend/dist/index.html not found: run "npm run build:web" first (npm test does).');
  }
});

describe('web bundle budgets', () => {
  it(`loads at most ${BUDGET.firstRenderRequests} files before the first render`, () => {
    expect(firstRenderAssets().length).toBeLessThanOrEqual(BUDGET.firstRenderRequests);
  });

  it(`keeps the JS before the first render within ${BUDGET.firstRenderGzipBytes / 1024} kB gzip`, () => {
    const total = firstRenderAssets().reduce((sum, asset) => sum + gzipSize(asset), 0);
    expect(total).toBeLessThanOrEqual(BUDGET.firstRenderGzipBytes);
  });

  it('keeps Amplify out of the first render, in one chunk within budget', () => {
    const assets = readdirSync(path.join(dist, 'assets'));
    const amplify = assets.filter((a) => /^amplify-runtime-.*\.js$/.test(a));
    expect(amplify).toHaveLength(1);
    expect(firstRenderAssets()).not.toContain(`assets/${amplify[0]}`);
    expect(gzipSize(`assets/${amplify[0]}`)).toBeLessThanOrEqual(BUDGET.amplifyGzipBytes);
  });
});
