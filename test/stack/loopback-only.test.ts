import { localStack } from './support/clients';
import { listeningSockets } from './support/listening-sockets';

/**
 * Issue 4 acceptance: no emulator or server of the local stack listens on anything but 127.0.0.1. The stack's
 * own process (REST gateway, GraphQL server, Lambda-invoke endpoint, Cognito shim), DynamoDB Local (Java) and
 * cognito-local are checked by their process ids, every listening TCP socket of each.
 */
it('listens on 127.0.0.1 only, in every process it started', () => {
  const { pids, endpoints } = localStack();
  const sockets = listeningSockets([pids.stack, pids.dynamodb, pids.cognito]);

  for (const pid of [pids.stack, pids.dynamodb, pids.cognito]) {
    expect(sockets.filter((s) => s.pid === pid).length).toBeGreaterThan(0);
  }
  expect(sockets.filter((s) => s.address !== '127.0.0.1')).toEqual([]);
  // The advertised endpoints are among them.
  const ports = new Set(sockets.map((s) => s.port));
  for (const url of [endpoints.dynamodb, endpoints.cognito, endpoints.rest, endpoints.graphql]) {
    expect(ports.has(Number(new URL(url).port))).toBe(true);
  }
});
