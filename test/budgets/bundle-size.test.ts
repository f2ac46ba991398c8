import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunksWith, dist, requireWebBuild } from './support/web-dist';

/**
 * First-load budgets of the web build (deterministic: bytes and request counts, not timings). They hold
 * the line where the app is today and fail on regressions; lowering them is tracked in
 * docs/architecture.md. `npm test` builds the web app before Jest runs.
 */
const BUDGET = {
  /**
   * JS the browser must fetch before the first render (the entry, the boot script and the
   * modulepreloads), gzip: 167 kB measured; what keeps it there is in docs/performance.md ("First render").
   */
  firstRenderGzipBytes: 170 * 1024,
  /** Files fetched before the first render. */
  firstRenderRequests: 4,
  /** Amplify (auth) loads after the first render, in its own chunk. */
  amplifyGzipBytes: 48 * 1024,
};

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

requireWebBuild();

describe('web bundle budgets', () => {
  it(`loads at most ${BUDGET.firstRenderRequests} files before the first render`, () => {
    expect(firstRenderAssets().length).toBeLessThanOrEqual(BUDGET.firstRenderRequests);
  });

  it(`keeps the JS before the first render within ${BUDGET.firstRenderGzipBytes / 1024} kB gzip`, () => {
    const total = firstRenderAssets().reduce((sum, asset) => sum + gzipSize(asset), 0);
    expect(total).toBeLessThanOrEqual(BUDGET.firstRenderGzipBytes);
  });

  it('leaves react-toastify to the first toast: not in the first render', () => {
    const toastify = chunksWith(/node_modules\/react-toastify\//);
    expect(toastify.length).toBeGreaterThan(0);
    for (const chunk of toastify) expect(firstRenderAssets()).not.toContain(`assets/${chunk}`);
  });

  it('keeps the admin portal, the editor and every module screen in chunks of their own', () => {
    const firstRender = new Set(firstRenderAssets());
    const modules = readdirSync(path.resolve(__dirname, '../../frontend/src/app/modules'), {
      recursive: true,
      encoding: 'utf8',
    }).filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file));
    const lazy = [
      ...modules.map((file) => new RegExp(`src/app/modules/${file.replace(/\\/g, '/')}$`)),
      /src\/features\/admin-portal\/components\/admin-layout\.tsx$/,
      /node_modules\/@tiptap\/core\//,
    ];
    expect(modules.length).toBeGreaterThan(5);
    for (const source of lazy) {
      const chunks = chunksWith(source);
      expect({ source: source.source, chunks: chunks.length }).toEqual({ source: source.source, chunks: 1 });
      expect(firstRender).not.toContain(`assets/${chunks[0]}`);
    }
  });

  it('preloads /config.json the way the app fetches it, and links a favicon the build has', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    // fetch() in CORS mode with same-origin credentials: what `crossorigin` (anonymous) asks for.
    expect(html).toMatch(/<link rel="preload" href="\/config\.json" as="fetch" crossorigin \/>/);
    const icon = /<link rel="icon" href="\/([^"]+)"/.exec(html)?.[1];
    expect(icon).toBeDefined();
    expect(existsSync(path.join(dist, icon as string))).toBe(true);
    expect(html).toMatch(/<meta\s+name="description"\s+content="[^"]{50,160}"/);
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toMatch(/^User-agent: \*$/m);
  });

  it('keeps Amplify out of the first render, in one chunk within budget', () => {
    const assets = readdirSync(path.join(dist, 'assets'));
    const amplify = assets.filter((a) => /^amplify-runtime-.*\.js$/.test(a));
    expect(amplify).toHaveLength(1);
    expect(firstRenderAssets()).not.toContain(`assets/${amplify[0]}`);
    expect(gzipSize(`assets/${amplify[0]}`)).toBeLessThanOrEqual(BUDGET.amplifyGzipBytes);
  });
});
