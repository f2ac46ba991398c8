import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/**
 * Requests to cognito-local, which listens on a Unix domain socket rather than a TCP port: it answers every
 * operation to anyone (no signature check, CORS for every origin), so it must be reachable only through the
 * shim, and a socket in a private folder cannot be reached by a web page at all (local-cognito.ts).
 */
export interface UpstreamAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export function upstreamRequest(
  socketPath: string,
  path: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    signal?: AbortSignal;
  } = {},
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        socketPath,
        path,
        signal: init.signal,
        method: init.method ?? 'GET',
        headers: {
          host: 'localhost',
          ...(init.body !== undefined ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}),
          ...init.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 502,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Where cognito-local listens: a socket in a folder only this user can open (a named pipe on Windows). */
export function upstreamSocketPath(folder: string, name: string): string {
  return process.platform === 'win32' ? `\\\\.\\pipe\\${name}` : `${folder}/cognito-local.sock`;
}
