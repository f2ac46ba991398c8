import { AppSyncClient, UpdateApiKeyCommand } from '@aws-sdk/client-appsync';
import { mockClient } from 'aws-sdk-client-mock';
import { KEY_LIFETIME_DAYS, nextExpiry } from './api-key-renewal';

const appsync = mockClient(AppSyncClient);
const now = Date.UTC(2026, 10, 23, 20, 47, 13);
const hour = 3600;

let handler: () => Promise<{ expires: string }>;
beforeAll(async () => {
  process.env.GRAPHQL_API_ID = 'api-123';
  process.env.GRAPHQL_API_KEY_ID = 'da2-key-456';
  process.env.AWS_REGION = 'ap-northeast-2';
  ({ handler } = await import('./renew-api-key'));
});
beforeEach(() => {
  appsync.reset();
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => jest.useRealTimers());

describe('API key renewal', () => {
  it('sets the expiry 364 days ahead, rounded down to the hour and within AppSync’s 365-day maximum', () => {
    const expires = nextExpiry(now);
    expect(expires % hour).toBe(0);
    const days = (expires * 1000 - now) / 86_400_000;
    expect(days).toBeGreaterThan(KEY_LIFETIME_DAYS - 1 / 24);
    expect(days).toBeLessThanOrEqual(KEY_LIFETIME_DAYS);
    expect(days).toBeLessThan(365);
  });

  it('calls UpdateApiKey for exactly the configured API and key, once', async () => {
    const expires = nextExpiry(now);
    appsync.on(UpdateApiKeyCommand).resolves({ apiKey: { id: 'da2-key-456', expires } });
    await expect(handler()).resolves.toEqual({ expires: new Date(expires * 1000).toISOString() });
    const calls = appsync.commandCalls(UpdateApiKeyCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({ apiId: 'api-123', id: 'da2-key-456', expires });
  });

  it('fails (so the Errors alarm fires) when AppSync refuses the update', async () => {
    appsync
      .on(UpdateApiKeyCommand)
      .rejects(Object.assign(new Error('API key not found'), { name: 'NotFoundException' }));
    await expect(handler()).rejects.toThrow('API key not found');
  });

  it('fails when AppSync answers without the new expiry', async () => {
    appsync
      .on(UpdateApiKeyCommand)
      .resolves({ apiKey: { id: 'da2-key-456', expires: Math.floor(now / 1000) } });
    await expect(handler()).rejects.toThrow(/reports expiry/);
  });
});
