import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM } from './pages';
import { median, runCommand } from './support';

/** Lighthouse's figures for one page: scores 0-100, LCP and TBT in ms, CLS unitless (medians of the runs). */
export interface LighthouseFigures {
  readonly label: string;
  readonly path: string;
  readonly runs: number;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * The npm `lighthouse` CLI with its default (mobile) settings against Debian's Chromium, headless, `runs`
 * times per page; each figure is the median of its runs.
 */
export async function lighthouseMobile(
  site: string,
  pages: readonly { label: string; path: string }[],
  options: { runs: number; workDir: string; logFile: string },
): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const page of pages) {
    const reports: Report[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      const output = path.join(options.workDir, `lighthouse-${results.length}-${run}.json`);
      const done = await runCommand(
        'node_modules/.bin/lighthouse',
        [
          `${site}${page.path}`,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run',
        ],
        { logFile: options.logFile, env: { CHROME_PATH: CHROMIUM }, timeoutMs: 180_000 },
      );
      if (done.code !== 0)
        throw new Error(`lighthouse ${page.path} exited ${done.code} (see ${options.logFile})`);
      reports.push(JSON.parse(readFileSync(output, 'utf8')) as Report);
      rmSync(output, { force: true });
    }
    const score = (id: string) =>
      median(reports.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const audit = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
    results.push({
      label: page.label,
      path: page.path,
      runs: reports.length,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
    });
  }
  return results;
}
