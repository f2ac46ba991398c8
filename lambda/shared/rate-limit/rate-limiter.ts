import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RateLimits } from '../../../contracts/site-settings';
import type { Caller } from '../auth/caller';
import { conditionally } from '../dynamo/conditional';
import { RateLimitedError } from '../http/errors';
import { systemClock, type Clock } from '../runtime/clock';

/** The writes with a per-member limit a minute, and what each one counts. */
export type LimitedAction = 'messages' | 'conversations' | 'reports' | 'posts' | 'comments';

const limitField: Record<LimitedAction, keyof RateLimits> = {
  messages: 'messagesPerMinute',
  conversations: 'conversationsPerMinute',
  reports: 'reportsPerMinute',
  posts: 'postsPerMinute',
  comments: 'commentsPerMinute',
};

/** What the refusal calls each action ("at most 20 messages a minute"). */
const noun: Record<LimitedAction, [string, string]> = {
  messages: ['message', 'messages'],
  conversations: ['new conversation', 'new conversations'],
  reports: ['report', 'reports'],
  posts: ['post', 'posts'],
  comments: ['comment', 'comments'],
};

/** The cache table's key of one member's count of one action in one clock minute. */
export const rateKey = (action: LimitedAction, userId: string, minute: number) =>
  `RATE#${action}#${userId}#${minute}`;

/**
 * Per-member write limits (docs/architecture.md, "Per-member limits"): a fixed window per member, action and
 * clock minute, counted in the cache table by one conditional UpdateItem (`ADD n 1` if `n < limit`; 1 write
 * unit, one round trip) before the write it guards. A refused attempt is not counted and writes nothing else;
 * the answer says when the next minute starts (Retry-After). The item expires with the TTL two minutes later.
 * Each key is one member's, so no partition is shared between members. Admins are not limited: they write
 * notices and clean up in bulk. The limits come from the site settings (Limits in the admin portal), kept per
 * function instance (lambda/site-settings/settings-cache.ts), so the check reads nothing per request.
 */
export class RateLimiter {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly cacheTable: string,
    private readonly limits: () => Promise<RateLimits>,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Counts one `action` of the caller's, or refuses it (429) when they have used this minute's allowance. */
  async take(caller: Pick<Caller, 'userId' | 'isAdmin'>, action: LimitedAction): Promise<void> {
    if (caller.isAdmin) return;
    const limit = (await this.limits())[limitField[action]];
    const nowMs = Date.parse(this.clock());
    const minute = Math.floor(nowMs / 60_000);
    const counted = await conditionally(() =>
      this.client.send(
        new UpdateCommand({
          TableName: this.cacheTable,
          Key: { pk: rateKey(action, caller.userId, minute) },
          UpdateExpression: 'ADD n :one SET expiresAt = :expires',
          ConditionExpression: 'attribute_not_exists(n) OR n < :limit',
          ExpressionAttributeValues: {
            ':one': 1,
            ':limit': limit,
            ':expires': (minute + 2) * 60,
          },
        }),
      ),
    );
    if (counted) return;
    const retryAfter = Math.max(1, Math.ceil(((minute + 1) * 60_000 - nowMs) / 1000));
    const [one, many] = noun[action];
    throw new RateLimitedError(
      `You have reached the limit of ${limit} ${limit === 1 ? one : many} a minute. ` +
        `Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
      retryAfter,
    );
  }
}
