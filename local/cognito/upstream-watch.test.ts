import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { silentLogger } from '../shared/logger';
import { UpstreamWatch } from './upstream-watch';

/**
 * The shim's deadline on cognito-local, against a stand-in on a Unix socket that can be "frozen": it then
 * accepts connections and reads requests but answers nothing, as a SIGSTOPped process does from outside.
 */
const timings = { checkAfterMs: 300, healthTimeoutMs: 200, recheckEveryMs: 100 };
const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-watch-'));
const socket = path.join(dir, 'pool.sock');
let frozen = false;
let slowMs = 0;
const received: string[] = [];
const held: ServerResponse[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/health') received.push(request.url ?? '');
    if (frozen) {
      held.push(response);
      return;
    }
    setTimeout(() => response.end('{}'), request.url === '/health' ? 0 : slowMs);
  });
  await new Promise<void>((resolve) => server.listen(socket, resolve));
});

afterAll(async () => {
  for (const response of held) response.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  frozen = false;
  slowMs = 0;
  received.length = 0;
});

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; outcome: T | Error }> {
  const started = Date.now();
  let outcome: T | Error;
  try {
    outcome = await run();
  } catch (error) {
    outcome = error as Error;
  }
  return { ms: Date.now() - started, outcome };
}

describe('UpstreamWatch', () => {
  it('waits for a pool that is slow but alive (its health answers), however long the call takes', async () => {
    slowMs = 1000;
    const watch = new UpstreamWatch(socket, silentLogger, timings);
    const { ms, outcome } = await timed(() => watch.request('/slow'));
    expect(outcome).toMatchObject({ status: 200 });
    expect(ms).toBeGreaterThanOrEqual(900);
  });

  it('answers a stopped pool in Cognito shape within the check and health deadlines, then refuses without sending until it answers again', async () => {
    const watch = new UpstreamWatch(socket, silentLogger, timings);
    frozen = true;
    const first = await timed(() => watch.request('/first'));
    expect(first.outcome).toMatchObject({
      type: 'InternalErrorException',
      status: 500,
      message: expect.stringMatching(/did not answer in time.*Please try again\.$/) as unknown,
    });
    expect(first.ms).toBeLessThan(timings.checkAfterMs + timings.healthTimeoutMs + 300);

    // Known to be stopped: refused at once and never sent, so nothing is queued to be applied later.
    const second = await timed(() => watch.request('/second'));
    expect(second.outcome).toMatchObject({ type: 'InternalErrorException' });
    expect(second.ms).toBeLessThan(50);
    expect(received).toEqual(['/first']);

    // Running again: within a recheck the calls go through.
    frozen = false;
    for (const response of held.splice(0)) response.end('{}');
    await new Promise((resolve) => setTimeout(resolve, timings.recheckEveryMs * 3));
    await expect(watch.request('/third')).resolves.toMatchObject({ status: 200 });
    expect(received).toEqual(['/first', '/third']);
  });
});
