import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jsonLogLevel, routeJsonLogsToFile } from './console-routing';

/** A console stream that records what reaches the terminal. */
function fakeStream() {
  const shown: string[] = [];
  const stream = {
    write: (chunk: string | Uint8Array, encoding?: unknown, callback?: () => void) => {
      shown.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      (typeof encoding === 'function' ? (encoding as () => void) : callback)?.();
      return true;
    },
  };
  return { stream: stream as unknown as NodeJS.WriteStream, shown };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'console-routing-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const info = JSON.stringify({ level: 'INFO', message: 'request', path: '/boards' });
const warn = JSON.stringify({ level: 'WARN', message: 'slow answer' });
const error = JSON.stringify({ level: 'ERROR', message: 'handler failed' });

describe('routeJsonLogsToFile', () => {
  it('keeps the lines for people on the console and sends JSON request logs to the file, warnings to both', () => {
    const out = fakeStream();
    const err = fakeStream();
    const file = path.join(dir, 'logs', 'handlers.log');
    const restore = routeJsonLogsToFile(file, [out.stream, err.stream]);
    out.stream.write('Ready in 4.2 s.\n');
    out.stream.write(`${info}\n`);
    out.stream.write('  [cognito] sign-up code 123456 for kim (kim@example.com)\n');
    err.stream.write(`${warn}\n${error}\n`);
    restore();

    expect(out.shown.join('')).toBe(
      'Ready in 4.2 s.\n  [cognito] sign-up code 123456 for kim (kim@example.com)\n',
    );
    expect(err.shown.join('')).toBe(`${warn}\n${error}\n`);
    expect(readFileSync(file, 'utf8')).toBe(`${info}\n${warn}\n${error}\n`);
  });

  it('joins a JSON line written in pieces, and shows a partial line for people at once', () => {
    const out = fakeStream();
    const file = path.join(dir, 'handlers.log');
    const restore = routeJsonLogsToFile(file, [out.stream]);
    out.stream.write(info.slice(0, 10));
    out.stream.write(`${info.slice(10)}\n`);
    out.stream.write('Stopping…');
    restore();
    expect(out.shown.join('')).toBe('Stopping…');
    expect(readFileSync(file, 'utf8')).toBe(`${info}\n`);
  });

  it('creates no file while no JSON line came, and gives the console back', () => {
    const out = fakeStream();
    const original = out.stream.write;
    const file = path.join(dir, 'logs', 'handlers.log');
    const restore = routeJsonLogsToFile(file, [out.stream]);
    out.stream.write('hello\n');
    restore();
    expect(out.stream.write).toBe(original);
    expect(() => readFileSync(file)).toThrow();
  });
});

describe('jsonLogLevel', () => {
  it('reads the level of a JSON log line and nothing else', () => {
    expect(jsonLogLevel(info)).toBe('INFO');
    expect(jsonLogLevel('{"level":"warn"}')).toBe('WARN');
    expect(jsonLogLevel('{ not json')).toBeNull();
    expect(jsonLogLevel('{"message":"no level"}')).toBeNull();
    expect(jsonLogLevel('Ready in 3 s.')).toBeNull();
  });
});
