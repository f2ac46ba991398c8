import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Levels that still reach the console when the JSON logs go to a file: what a developer must see. */
const LOUD_LEVELS = new Set(['WARN', 'ERROR', 'FATAL']);

/** A JSON log line's level (the handlers' logger and the local servers' both write `"level"`), or null. */
export function jsonLogLevel(line: string): string | null {
  if (!line.startsWith('{')) return null;
  try {
    const entry = JSON.parse(line) as unknown;
    if (entry && typeof entry === 'object' && typeof (entry as { level?: unknown }).level === 'string') {
      return (entry as { level: string }).level.toUpperCase();
    }
  } catch {
    // Not JSON after all: a line for people.
  }
  return null;
}

type Write = (
  chunk: string | Uint8Array,
  encoding?: BufferEncoding | ((error?: Error | null) => void),
  callback?: (error?: Error | null) => void,
) => boolean;

/**
 * `npm start`'s console shows what a developer reads (progress, the ready banner, sign-up and reset codes,
 * warnings and errors); the JSON log lines of the handlers and local servers (one per request, thousands an
 * hour) go to `file` instead, warnings and errors to both. The file is opened at the first JSON line, so a
 * `--reset` that empties the data folder first keeps it. Returns a function that puts the console back.
 */
export function routeJsonLogsToFile(
  file: string,
  streams: readonly NodeJS.WriteStream[] = [process.stdout, process.stderr],
): () => void {
  let fd: number | undefined;
  const toFile = (line: string) => {
    if (fd === undefined) {
      mkdirSync(path.dirname(file), { recursive: true });
      fd = openSync(file, 'a');
    }
    // Synchronous: lines keep their order and none is lost when the process exits right after.
    writeSync(fd, `${line}\n`);
  };

  const restores = streams.map((stream) => {
    const unrouted = stream.write;
    const original = unrouted.bind(stream) as Write;
    let pending = '';
    const routed: Write = (chunk, encoding, callback) => {
      const done = typeof encoding === 'function' ? encoding : callback;
      const text =
        typeof chunk === 'string'
          ? chunk
          : Buffer.from(chunk).toString(typeof encoding === 'string' ? encoding : 'utf8');
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      let shown = '';
      for (const line of lines) {
        const level = jsonLogLevel(line);
        if (level === null) shown += `${line}\n`;
        else {
          toFile(line);
          if (LOUD_LEVELS.has(level)) shown += `${line}\n`;
        }
      }
      // A partial line for people (a prompt, a progress dot) is shown at once; a partial JSON line waits.
      if (pending && !pending.startsWith('{')) {
        shown += pending;
        pending = '';
      }
      if (shown) return original(shown, done);
      done?.();
      return true;
    };
    stream.write = routed as typeof stream.write;
    return () => {
      stream.write = unrouted;
    };
  });

  return () => {
    for (const restore of restores) restore();
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
  };
}
