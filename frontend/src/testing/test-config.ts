import type { RuntimeConfig } from '@contracts/runtime-config';

/** A valid /config.json for tests; the URLs are never reached (fetch is faked). */
export const testConfig: RuntimeConfig = {
  stage: 'test',
  region: 'ap-northeast-2',
  auth: {
    userPoolId: 'ap-northeast-2_TestPool1',
    userPoolClientId: 'test-client-id',
    authFlowType: 'USER_PASSWORD_AUTH',
  },
  graphql: { endpoint: 'https://graphql.test/graphql', apiKey: 'test-api-key' },
  rest: { member: 'https://member.test/dev', post: 'https://post.test/dev' },
};
