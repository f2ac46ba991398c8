import { AppSyncClient } from '@aws-sdk/client-appsync';
import { systemClock } from '../shared/runtime/clock';
import { requireEnv } from '../shared/runtime/env';
import { logger } from '../shared/runtime/logger';
import { type RenewalTarget, renewApiKey } from './api-key-renewal';

/** The scheduled handler: renews this stage's public API key (api-key-renewal.ts says why). */
const client = new AppSyncClient({ maxAttempts: 3 });
const target: RenewalTarget = {
  apiId: requireEnv('GRAPHQL_API_ID'),
  apiKeyId: requireEnv('GRAPHQL_API_KEY_ID'),
};

export async function handler(): Promise<{ expires: string }> {
  try {
    const { expires } = await renewApiKey(client, target, Date.parse(systemClock()));
    const iso = new Date(expires * 1000).toISOString();
    logger.info('API key renewed', { apiId: target.apiId, expires: iso });
    return { expires: iso };
  } catch (error) {
    logger.error('API key renewal failed', { apiId: target.apiId, error: error as Error });
    throw error;
  }
}
