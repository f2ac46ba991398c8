import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RateLimits } from '../../contracts/site-settings';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { DEFAULT_SITE_TITLE, SETTINGS_KEY } from '../storage/keys/site-settings-key';
import { DEFAULT_RATE_LIMITS, FIRST_TERMS_VERSION } from './resolvers/write-settings-defaults';

/**
 * How long a function instance keeps the site settings it read (the terms' version and the limits the write
 * paths check): an admin's change reaches every instance within this time (docs/architecture.md, "Consent"
 * and "Per-member limits").
 */
export const SETTINGS_CACHE_TTL_MS = 10_000;

/** What the write paths check of the site settings. */
export interface WriteSettings {
  readonly termsVersion: number;
  readonly limits: RateLimits;
  /**
   * The words a nickname must not look like besides the built-in ones: the site's title and the words admins
   * added in Member Setting (lambda/members/reserved-nicknames.ts checks them when a nickname is set).
   */
  readonly nickNameWords: readonly string[];
}

/**
 * The settings the write paths check, kept in this function instance's memory for SETTINGS_CACHE_TTL_MS, so a
 * write that checks the terms' version or a limit adds no DynamoDB read: one eventually consistent GetItem
 * of those two fields (a projection; 0.5 read unit) per instance every 10 s at most, whatever the traffic. A
 * read that fails is not kept (the next request tries again); concurrent misses share one read. It reads the
 * item itself rather than through SiteSettingsRepository, which would bring the default texts into every
 * function's bundle.
 */
export class SettingsCache {
  private kept: { readonly value: WriteSettings; readonly until: number } | null = null;
  private reading: Promise<WriteSettings> | null = null;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly siteTable: string,
    private readonly clock: Clock = systemClock,
    private readonly ttlMs = SETTINGS_CACHE_TTL_MS,
  ) {}

  async get(): Promise<WriteSettings> {
    const now = Date.parse(this.clock());
    if (this.kept && this.kept.until > now) return this.kept.value;
    this.reading ??= this.fresh()
      .then((value) => {
        this.kept = { value, until: Date.parse(this.clock()) + this.ttlMs };
        return value;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  /** The settings as stored now (a consistent read, not kept): for the agreement, which must be current. */
  async fresh(): Promise<WriteSettings> {
    const out = await this.client.send(
      new GetCommand({
        TableName: this.siteTable,
        Key: SETTINGS_KEY,
        ConsistentRead: true,
        ProjectionExpression: 'termsVersion, limits, #title, #members.#reserved',
        ExpressionAttributeNames: {
          '#title': 'title',
          '#members': 'members',
          '#reserved': 'reservedNickNames',
        },
      }),
    );
    // Settings saved before these fields existed, or never: the first version, the default limits.
    const item = out.Item ?? {};
    return {
      termsVersion: typeof item.termsVersion === 'number' ? item.termsVersion : FIRST_TERMS_VERSION,
      limits: { ...DEFAULT_RATE_LIMITS, ...(item.limits as Partial<RateLimits> | undefined) },
      nickNameWords: [
        typeof item.title === 'string' ? item.title : DEFAULT_SITE_TITLE,
        ...((item.members as { reservedNickNames?: string[] } | undefined)?.reservedNickNames ?? []),
      ],
    };
  }

  /** Drops what this instance keeps (after an admin saved the settings through it). */
  forget(): void {
    this.kept = null;
  }
}
