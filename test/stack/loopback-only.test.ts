import { localStack } from './support/clients';
import { listeningSockets } from './support/listening-sockets';

/**
 * No emulator or server of the local stack listens on anything but 127.0.0.1. The stack's own process (REST
 * gateway, GraphQL server, Lambda-invoke endpoint, Cognito shim, DynamoDB capacity proxy) and DynamoDB Local
 * (Java) are checked by their process ids, every listening TCP socket of each. cognito-local answers every
 * operation to anyone, so it has no TCP socket at all: it listens on a Unix socket in a private folder, reached
 * only through the shim.
 */
it('listens on 127.0.0.1 only, in every process it started', () => {
  const { pids, endpoints } = localStack();
  const sockets = listeningSockets([pids.stack, pids.dynamodb, pids.cognito]);

  for (const pid of [pids.stack, pids.dynamodb]) {
    expect(sockets.filter((s) => s.pid === pid).length).toBeGreaterThan(0);
  }
  expect(sockets.filter((s) => s.pid === pids.cognito)).toEqual([]);
  expect(sockets.filter((s) => s.address !== '127.0.0.1')).toEqual([]);
  // The advertised endpoints are among them.
  const ports = new Set(sockets.map((s) => s.port));
  for (const url of [
    endpoints.dynamodb,
    endpoints.dynamodbProxy,
    endpoints.cognito,
    endpoints.rest,
    endpoints.graphql,
    endpoints.triggers,
  ]) {
    expect(ports.has(Number(new URL(url).port))).toBe(true);
  }
});
