import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { DYNAMODB_CALL_HEADERS, dynamoDbCallsOf } from '../local/shared/dynamodb-calls';
import type { LocalStackReady } from '../local/stack/start';
import { launchChromium } from '../test/stack/support/browser';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How long the network must stay quiet before a page counts as loaded. */
const QUIET_MS = 3_000;

/** One request a page made to the APIs, with the DynamoDB calls its answer reported. */
export interface ApiRequest {
  readonly name: string;
  readonly status: number;
  readonly calls: number;
  readonly roundTrips: number;
  readonly operations: string;
}

export interface PageVisit {
  readonly requests: readonly ApiRequest[];
  /** JS files the page fetched from the site until the network was quiet, with their gzip sizes. */
  readonly scripts: readonly { readonly file: string; readonly gzipBytes: number }[];
}

export interface PageFigures {
  readonly label: string;
  readonly path: string;
  /** A visit to a function instance that has not served the page yet in this run (module loaded, caches cold). */
  readonly first: PageVisit;
  /** Of the two visits right after the first, the one with fewer DynamoDB calls: a warm function and caches. */
  readonly warm: PageVisit;
}

const gzipSizes = new Map<string, number>();
function gzipSizeOf(distDir: string, file: string): number {
  const cached = gzipSizes.get(file);
  if (cached !== undefined) return cached;
  const full = path.join(distDir, file);
  // Level 9, as the budget test counts.
  const size = existsSync(full) ? gzipSync(readFileSync(full), { level: 9 }).length : 0;
  gzipSizes.set(file, size);
  return size;
}

function requestName(response: Response, stack: LocalStackReady): string {
  const request = response.request();
  const url = new URL(response.url());
  if (response.url().startsWith(stack.config.graphql.endpoint)) {
    const body = request.postData() ?? '';
    try {
      const parsed = JSON.parse(body) as { operationName?: string; query?: string };
      const named = parsed.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(parsed.query ?? '')?.[1];
      return `GraphQL ${named ?? '(anonymous)'}`;
    } catch {
      return 'GraphQL';
    }
  }
  const base = new URL(stack.config.rest.post).pathname.replace(/\/+$/, '');
  const member = new URL(stack.config.rest.member).pathname.replace(/\/+$/, '');
  const route = url.pathname.startsWith(base)
    ? url.pathname.slice(base.length)
    : url.pathname.startsWith(member)
      ? url.pathname.slice(member.length)
      : url.pathname;
  return `${request.method()} ${route}${url.search}`;
}

async function visit(
  browser: Browser,
  stack: LocalStackReady,
  site: string,
  distDir: string,
  pagePath: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<ApiRequest | null>[] = [];
  const scripts: { file: string; gzipBytes: number }[] = [];
  const restOrigin = new URL(stack.config.rest.post).origin;
  const graphqlEndpoint = stack.config.graphql.endpoint;
  // Network idle as Playwright sees it (500 ms without a request) comes too early on a busy machine, while the
  // entry is still being parsed: a page counts as loaded once nothing has been in flight for QUIET_MS.
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(site) && response.request().resourceType() === 'script') {
      const file = new URL(url).pathname.replace(/^\/+/, '');
      scripts.push({ file, gzipBytes: gzipSizeOf(distDir, file) });
      return;
    }
    if (response.request().method() === 'OPTIONS') return;
    if (!url.startsWith(restOrigin) && !url.startsWith(graphqlEndpoint)) return;
    pending.push(
      response.allHeaders().then((headers) => {
        const count = dynamoDbCallsOf({ get: (name) => headers[name.toLowerCase()] });
        return {
          name: requestName(response, stack),
          status: response.status(),
          calls: count?.calls ?? 0,
          roundTrips: count?.roundTrips ?? 0,
          operations: headers[DYNAMODB_CALL_HEADERS.operations] ?? '',
        };
      }),
    );
  });
  await page.goto(`${site}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const requests = (await Promise.all(pending)).filter((r): r is ApiRequest => r !== null);
  await context.close();
  return { requests, scripts };
}

/**
 * Opens each page as a guest in Chromium on the stack's production build three times in a row (each in a
 * fresh browser context), keeping the first and the warmer of the other two, and records the API requests with their DynamoDB counts and the JS fetched before the network
 * went idle.
 */
export async function measurePages(
  stack: LocalStackReady,
  distDir: string,
  pages: readonly { label: string; path: string }[],
): Promise<PageFigures[]> {
  const site = stack.site;
  if (!site) throw new Error('The stack serves no site: start it with --web-dist');
  const browser = await launchChromium();
  try {
    const figures: PageFigures[] = [];
    for (const { label, path: pagePath } of pages) {
      const first = await visit(browser, stack, site, distDir, pagePath);
      // Kept entries live 30 s (home page 10 s) from the read that filled them, and a visit can take 10 s or
      // more on a busy machine, so one of two visits in a row may meet an entry just expired: the warm figures
      // are those of the two with fewer DynamoDB calls.
      const second = await visit(browser, stack, site, distDir, pagePath);
      const third = await visit(browser, stack, site, distDir, pagePath);
      const calls = (v: PageVisit) => v.requests.reduce((sum, r) => sum + r.calls, 0);
      const warm = calls(third) <= calls(second) ? third : second;
      figures.push({ label, path: pagePath, first, warm });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
