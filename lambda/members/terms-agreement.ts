import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { conditionally } from '../shared/dynamo/conditional';
import { memberKeys } from './member-repository';

/** The ClientMetadata key the web app sends with ConfirmSignUp: when the visitor agreed to the terms. */
export const TERMS_AGREED_AT_KEY = 'termsAgreedAt';

/** How far the claimed agreement time may lie from the confirmation (a sign-up confirmed days later). */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The agreement time to keep, from the confirmation's ClientMetadata: an ISO time not in the future and not
 * older than 30 days (a visitor may confirm later); anything else is not an agreement time and is ignored.
 */
export function agreementTimeOf(metadata: Record<string, string> | undefined, now: string): string | null {
  const claimed = metadata?.[TERMS_AGREED_AT_KEY];
  if (typeof claimed !== 'string' || !/^\d{4}-\d\d-\d\dT/.test(claimed)) return null;
  const at = Date.parse(claimed);
  const nowMs = Date.parse(now);
  if (Number.isNaN(at) || at > nowMs + 60_000 || nowMs - at > MAX_AGE_MS) return null;
  return new Date(at).toISOString();
}

/**
 * Keeps the time a member agreed to the terms of service and the privacy policy on their profile (Korean
 * sites must be able to show when consent was given). Written once, by the post-confirmation trigger.
 */
export async function recordTermsAgreement(
  client: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  agreedAt: string,
): Promise<boolean> {
  return conditionally(() =>
    client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: memberKeys.profile(userId),
        UpdateExpression: 'SET termsAgreedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(termsAgreedAt)',
        ExpressionAttributeValues: { ':at': agreedAt },
      }),
    ),
  );
}
