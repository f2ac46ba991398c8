import { type AppSyncClient, UpdateApiKeyCommand } from '@aws-sdk/client-appsync';

/**
 * Pushes the AppSync API key's expiry forward; renew-api-key.ts runs it weekly on an EventBridge schedule
 * (lib/constructs/api-key-renewal.ts). AppSync keys live at most 365 days and the deployed expiry is fixed
 * when the stack is deployed, so without this a stage nobody redeploys for a year loses its public key and
 * guests lose the menu. A failure throws: the function's Errors metric has an alarm (docs/operations.md).
 */
const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** AppSync's maximum is 365 days, in whole hours; a day's margin keeps a rounding from ever exceeding it. */
export const KEY_LIFETIME_DAYS = 364;

/** The new expiry, in epoch seconds rounded down to the hour, as AppSync wants it. */
export function nextExpiry(nowMs: number, lifetimeDays = KEY_LIFETIME_DAYS): number {
  const target = Math.floor(nowMs / 1000) + lifetimeDays * DAY_SECONDS;
  return target - (target % HOUR_SECONDS);
}

export interface RenewalTarget {
  readonly apiId: string;
  readonly apiKeyId: string;
}

export async function renewApiKey(
  client: AppSyncClient,
  target: RenewalTarget,
  nowMs: number,
): Promise<{ expires: number }> {
  const expires = nextExpiry(nowMs);
  const out = await client.send(
    new UpdateApiKeyCommand({ apiId: target.apiId, id: target.apiKeyId, expires }),
  );
  const granted = out.apiKey?.expires;
  if (granted === undefined || granted < expires - HOUR_SECONDS) {
    throw new Error(
      `AppSync accepted the renewal but reports expiry ${String(granted)}, expected ${expires}`,
    );
  }
  return { expires: granted };
}
