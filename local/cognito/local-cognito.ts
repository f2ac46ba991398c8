import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { freePort } from '../dynamodb/dynamodb-local';
import { jsonLogger, type LocalLogger } from '../shared/logger';
import { LOCAL_SECRET_ACCESS_KEY } from '../shared/sigv4';
import { createCognitoShim } from './shim-server';
import { upstreamRequest, upstreamSocketPath } from './upstream';
import {
  startLambdaInvokeEndpoint,
  triggerFunctionNames,
  type LambdaInvokeEndpoint,
  type TriggerHandler,
  type TriggerName,
} from './lambda-invoke-endpoint';

export interface LocalCognitoOptions {
  /** cognito-local's working folder (its `.cognito/` config and data live inside); created if missing. */
  readonly dataDir: string;
  /** The shim's port on 127.0.0.1; 0 or absent picks a free one. */
  readonly port?: number;
  /** Trigger handlers, run in this process when cognito-local invokes them. */
  readonly triggers?: Partial<Record<TriggerName, TriggerHandler>>;
  /** Fixes every confirmation code and temporary password (cognito-local's CODE; LOCAL_CONFIRMATION_CODE). */
  readonly confirmationCode?: string;
  /**
   * Receives one line per code or generated temporary password the pool "sends" (AWS would email it), e.g.
   * `sign-up code 123456 for alice (alice@example.com)`. Default: stdout.
   */
  readonly onCode?: (line: string) => void;
  /**
   * Structured JSON log entries: operation names, usernames, outcomes and timings, never passwords, codes or
   * tokens. Default: warnings and errors on stderr (a routine entry per operation would drown the console).
   */
  readonly logger?: LocalLogger;
  /**
   * The pool's region: told to the triggers (Cognito sends the pool's), and the one signed administration and
   * cognito-local's Lambda invocations must be scoped to. Default ap-northeast-2.
   */
  readonly region?: string;
  /** Browser origins the endpoint answers with CORS: the site's. Default: none. */
  readonly allowedOrigins?: readonly string[];
}

export interface LocalCognito {
  /** The shim's URL: what clients use as the Cognito endpoint (`userPoolEndpoint`). */
  readonly endpoint: string;
  /** cognito-local's process id. */
  readonly pid: number;
  /** The Lambda-invoke endpoint cognito-local calls to run triggers (lambda-invoke-endpoint.ts). */
  readonly triggerEndpoint: string;
  /** `iss` of a pool's tokens. */
  issuer(poolId: string): string;
  /** A pool's signing keys (cognito-local signs with one key that ships in its npm package). */
  jwks(poolId: string): Promise<Jwks>;
  stop(): Promise<void>;
}

async function waitForHealth(socket: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`cognito-local exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const response = await upstreamRequest(socket, '/health');
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`cognito-local did not answer within 30 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the local user pool: cognito-local (npm, MIT) as a child process, configured as the deployed pool is
 * (a username pool, tokens issued by the shim's URL, triggers through a local Lambda endpoint), and the shim
 * (shim-server.ts) in front of it on 127.0.0.1. cognito-local answers every operation to anyone, so it listens
 * on a Unix socket in a private temporary folder that only the shim uses: no web page can reach it, by port
 * scan or DNS rebinding. Data persists in `dataDir`.
 */
export async function startLocalCognito(options: LocalCognitoOptions): Promise<LocalCognito> {
  const configDir = path.join(options.dataDir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  const shimPort = options.port || (await freePort());
  const endpoint = `http://127.0.0.1:${shimPort}`;
  // mkdtemp makes the folder readable by this user only; a stale socket of an earlier run cannot be in it.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'cognito-local-'));
  const upstreamSocket = upstreamSocketPath(socketDir, path.basename(socketDir));
  const region = options.region ?? 'ap-northeast-2';
  const log = options.logger ?? jsonLogger('local-cognito', undefined, 'WARN');

  let invokeEndpoint: LambdaInvokeEndpoint | undefined;
  let child: ChildProcess | undefined;
  let shim: Server | undefined;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    const closing = shim;
    shim = undefined;
    // Keep-alive connections (the SDK's, the browsers') would hold close() open until they idle out, and a stop
    // that outlives its caller's grace ends in SIGKILL, which left cognito-local running with no parent.
    closing?.closeAllConnections();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    const running = child;
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await invokeEndpoint?.close();
    invokeEndpoint = undefined;
    rmSync(socketDir, { recursive: true, force: true });
  };

  try {
    const triggers = options.triggers ?? {};
    invokeEndpoint = await startLambdaInvokeEndpoint({ handlers: triggers, region, logger: log });
    const triggerFunctions = Object.fromEntries(
      (Object.keys(triggers) as TriggerName[]).map((name) => [name, triggerFunctionNames[name]]),
    );
    writeFileSync(
      path.join(configDir, 'config.json'),
      JSON.stringify(
        {
          // A username pool like the deployed one (cognito-local's default is email-as-username).
          UserPoolDefaults: { UsernameAttributes: [] },
          // Tokens name the shim, which clients and verifiers use, as their issuer.
          TokenConfig: { IssuerDomain: endpoint },
          TriggerFunctions: triggerFunctions,
          // Signed with these for the pool's region (lambda-invoke-endpoint.ts verifies the signature).
          LambdaClient: {
            endpoint: invokeEndpoint.url,
            region,
            credentials: { accessKeyId: 'local', secretAccessKey: LOCAL_SECRET_ACCESS_KEY },
          },
          // Listens on the socket only (a null hostname: Node's listen(path)).
          ServerConfig: { port: upstreamSocket, hostname: null },
        },
        null,
        2,
      ),
    );

    let output = '';
    child = spawn(process.execPath, [require.resolve('cognito-local/lib/bin/start.js')], {
      cwd: options.dataDir,
      env: {
        ...process.env,
        ...(options.confirmationCode ? { CODE: options.confirmationCode } : {}),
        // Plain text in the output kept for error messages.
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // cognito-local must not outlive the Node process that started it, even when that process is ended
    // (SIGTERM, Ctrl-C) before stop() ran to the end: as with DynamoDB Local (dynamodb-local.ts).
    const started = child;
    const killOnExit = () => started.kill('SIGKILL');
    process.once('exit', killOnExit);
    started.once('exit', () => process.removeListener('exit', killOnExit));
    const collect = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-8000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      // Ctrl-C in a terminal reaches the whole process group, this child before our own stop(): not a fault.
      if (signal === 'SIGINT') log.info('cognito-local stopped by Ctrl-C', { component: 'cognito-local' });
      else log.error('cognito-local exited', { component: 'cognito-local', code, signal });
    });
    await waitForHealth(upstreamSocket, child, () => output);

    shim = createCognitoShim({
      upstreamSocket,
      allowedOrigins: options.allowedOrigins,
      region,
      issuerDomain: endpoint,
      dataDir: options.dataDir,
      triggerOfFunction: Object.fromEntries(
        Object.entries(triggerFunctionNames).map(([trigger, functionName]) => [functionName, trigger]),
      ),
      logger: log,
      onCode: options.onCode ?? ((line: string) => console.log(`[cognito] ${line}`)),
    });
    const server = shim;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(shimPort, '127.0.0.1', () => resolve());
    });
  } catch (error) {
    await stop();
    throw error;
  }

  const pid = child.pid as number;
  const triggerEndpoint = invokeEndpoint.url;
  log.info('cognito-local started', {
    component: 'cognito-local',
    endpoint,
    pid,
    dataDir: options.dataDir,
  });
  return {
    endpoint,
    pid,
    triggerEndpoint,
    issuer: (poolId) => `${endpoint}/${poolId}`,
    jwks: async (poolId) => {
      const response = await fetch(`${endpoint}/${poolId}/.well-known/jwks.json`);
      if (!response.ok) throw new Error(`JWKS of ${poolId}: HTTP ${response.status}`);
      return (await response.json()) as Jwks;
    },
    stop,
  };
}
