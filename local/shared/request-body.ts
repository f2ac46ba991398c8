import type { IncomingMessage } from 'node:http';

/**
 * The whole body of a request, or undefined once it passes `limit` bytes. The rest of an over-long body is
 * read and dropped rather than left unread: stopping early would destroy the socket before the server could
 * answer 413.
 */
export async function readBody(request: IncomingMessage): Promise<Buffer>;
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined>;
export async function readBody(
  request: IncomingMessage,
  limit = Number.POSITIVE_INFINITY,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  return size > limit ? undefined : Buffer.concat(chunks);
}
