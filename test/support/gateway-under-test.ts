import { testPool } from './jwt';
import { SITE_ORIGIN, collectingLogger, echo, recordingHandler, testRoutes } from './local-gateway';
import { createTokenVerifier } from '../../local/auth/token-verifier';
import {
  startLocalRestGateway,
  type LocalRestGateway,
  type LocalRestGatewayOptions,
} from '../../local/gateway/rest-gateway';

/**
 * The gateway of the gateway's unit tests: the fixed test routes, recording `member-api` and `post-api`
 * handlers, a collecting logger and a verifier of the test pool's tokens. Registers the test file's hooks:
 * started before its tests, stopped after them, its records cleared (and the handlers' answer reset to the
 * echo) before each test.
 */
export function gatewayUnderTest(options: Partial<LocalRestGatewayOptions> = {}) {
  const pool = testPool();
  const verifier = createTokenVerifier({
    issuer: pool.issuer,
    clientId: pool.clientId,
    jwks: pool.jwks as never,
  });
  const member = recordingHandler();
  const post = recordingHandler();
  const logger = collectingLogger();
  let started: LocalRestGateway | undefined;

  beforeAll(async () => {
    started = await startLocalRestGateway({
      stage: 'local',
      routes: testRoutes,
      handlers: { 'member-api': member.handler, 'post-api': post.handler },
      tokenVerifier: verifier,
      allowedOrigins: [SITE_ORIGIN],
      logger,
      ...options,
    });
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    for (const recorder of [member, post]) {
      recorder.calls.length = 0;
      recorder.answer.current = echo;
    }
    logger.entries.length = 0;
    logger.errors.length = 0;
  });

  return {
    pool,
    verifier,
    member,
    post,
    logger,
    /** The running gateway (inside the file's tests). */
    get gateway(): LocalRestGateway {
      if (!started) throw new Error('The test gateway runs inside tests only');
      return started;
    },
  };
}
