import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TERMS_VERSION_KEY, termsVersionSchema, type TermsAgreement } from '../../contracts/terms';
import type { Caller } from '../shared/auth/caller';
import { conditionally } from '../shared/dynamo/conditional';
import { ConflictError } from '../shared/http/errors';
import { epochSeconds, systemClock, type Clock } from '../shared/runtime/clock';
import type { MemberGate } from './member-gate';
import { memberKeys } from '../storage/keys/member-keys';

/**
 * Consent recorded by the server (docs/architecture.md, "Consent"). A visitor agrees to the terms of service
 * and the privacy policy at sign-up: the sign-up names the version it agrees to, the pre-sign-up trigger
 * refuses any other than the current one and keeps, for the confirmation, the version and its own clock's
 * time; the post-confirmation trigger moves them onto the new profile. A time or version a client claims is
 * never stored. Members agree to a newer version through POST /me/terms-agreement, which records the same two
 * fields from the server.
 */

/** What a member agreed to, and when, by the server's clock. */
export interface Agreement {
  readonly version: number;
  readonly agreedAt: string;
}

/** How long an agreement waits for its sign-up's confirmation (Cognito lets a code be sent again for days). */
const PENDING_DAYS = 30;

/** The cache table's key of a sign-up's agreement, until its confirmation (usernames are case-insensitive). */
export const pendingAgreementKey = (userPoolId: string, userName: string) =>
  `SIGNUP_AGREEMENT#${userPoolId}#${userName.toLowerCase()}`;

/**
 * The version a sign-up says it agrees to: `termsVersion` in the sign-up's ClientMetadata or ValidationData
 * (Cognito hands both to the pre-sign-up trigger); null when neither names a valid version.
 */
export function agreedVersionOf(request: {
  clientMetadata?: Record<string, string> | null;
  validationData?: Record<string, string> | null;
}): number | null {
  for (const source of [request.clientMetadata, request.validationData]) {
    const parsed = termsVersionSchema.safeParse(source?.[TERMS_VERSION_KEY]);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** Keeps a sign-up's agreement for its confirmation (pre-sign-up trigger; one Put on the cache table). */
export async function keepPendingAgreement(
  client: DynamoDBDocumentClient,
  cacheTable: string,
  userPoolId: string,
  userName: string,
  agreement: Agreement,
): Promise<void> {
  await client.send(
    new PutCommand({
      TableName: cacheTable,
      Item: {
        pk: pendingAgreementKey(userPoolId, userName),
        value: agreement,
        expiresAt: epochSeconds(agreement.agreedAt) + PENDING_DAYS * 24 * 60 * 60,
      },
    }),
  );
}

/** The agreement kept at sign-up, if it has not expired (post-confirmation trigger; one GetItem). */
export async function pendingAgreement(
  client: DynamoDBDocumentClient,
  cacheTable: string,
  userPoolId: string,
  userName: string,
  now: string,
): Promise<Agreement | null> {
  const out = await client.send(
    new GetCommand({
      TableName: cacheTable,
      Key: { pk: pendingAgreementKey(userPoolId, userName) },
      ConsistentRead: true,
    }),
  );
  const item = out.Item;
  if (!item || typeof item.expiresAt !== 'number' || item.expiresAt <= epochSeconds(now)) return null;
  return item.value as Agreement;
}

/**
 * Records on the profile the version a member agreed to and when (Korean sites must be able to show when
 * consent was given, and to which text). Never moves back to an older version. False without a profile.
 */
export async function recordTermsAgreement(
  client: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  agreement: Agreement,
): Promise<boolean> {
  return conditionally(() =>
    client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: memberKeys.profile(userId),
        UpdateExpression: 'SET termsVersion = :version, termsAgreedAt = :at',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(termsVersion) OR termsVersion <= :version)',
        ExpressionAttributeValues: { ':version': agreement.version, ':at': agreement.agreedAt },
      }),
    ),
  );
}

/** POST /me/terms-agreement: a member agrees to the terms' current version (the web app's dialog). */
export class TermsAgreements {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly membersTable: string,
    private readonly gate: Pick<MemberGate, 'profileOf'>,
    /** The terms' current version, read from the table (not an instance's copy: it must be the latest). */
    private readonly currentVersion: () => Promise<number>,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Records the agreement with the server's time, to the version the member read, which must be the current
   * one (409 otherwise: the texts changed while they read them). Creates the profile first if the member has
   * none yet (an account an admin created).
   */
  async agree(caller: Caller, version: number): Promise<TermsAgreement> {
    const current = await this.currentVersion();
    if (version !== current) {
      throw new ConflictError(
        'The terms changed again while you were reading them. Please read the new version and agree to it.',
      );
    }
    await this.gate.profileOf(caller);
    const agreement = { version: current, agreedAt: this.clock() };
    // A newer agreement recorded meanwhile (another tab) is kept; this one is then already covered.
    await recordTermsAgreement(this.client, this.membersTable, caller.userId, agreement);
    return { termsVersion: agreement.version, termsAgreedAt: agreement.agreedAt };
  }
}
