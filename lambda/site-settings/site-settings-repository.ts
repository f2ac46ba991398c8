import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MemberSettingsValue, RateLimits, SiteSettingsInput } from '../../contracts/site-settings';
import { conditionally } from '../shared/dynamo/conditional';
import { ConflictError } from '../shared/http/errors';
import { DEFAULT_SITE_SETTINGS, SETTINGS_KEY } from './resolvers/site-settings-keys';
import { TableRepository } from '../storage/table-repository';

export type StoredSiteSettings = Omit<SiteSettingsInput, 'members' | 'homeMenuId' | 'limits'> & {
  readonly members: MemberSettingsValue;
  /** The menu item `/` shows; null: the default home page. */
  readonly homeMenuId: string | null;
  /** The version of the terms and privacy policy members must have agreed to (server-kept; contracts/site-settings.ts). */
  readonly termsVersion: number;
  /** When an admin last changed the terms or the privacy policy; null: never (the first version). */
  readonly termsUpdatedAt: string | null;
  /** Per-member writes a minute (docs/architecture.md, "Per-member limits"). */
  readonly limits: RateLimits;
  readonly updatedAt: string | null;
};

/** The stored item as settings: defaults until an admin saves, and for fields added since it was saved. */
function settingsOf(item: Record<string, unknown> | undefined): StoredSiteSettings {
  if (!item) return DEFAULT_SITE_SETTINGS;
  const { pk: _pk, sk: _sk, ...settings } = item;
  const stored = settings as StoredSiteSettings;
  // Items saved before the member texts, the home page, the terms' version or the limits existed lack
  // them: the defaults fill in.
  return {
    ...stored,
    members: { ...DEFAULT_SITE_SETTINGS.members, ...stored.members },
    homeMenuId: stored.homeMenuId ?? null,
    termsVersion: stored.termsVersion ?? DEFAULT_SITE_SETTINGS.termsVersion,
    termsUpdatedAt: stored.termsUpdatedAt ?? null,
    limits: { ...DEFAULT_SITE_SETTINGS.limits, ...stored.limits },
  };
}

export class SiteSettingsRepository extends TableRepository {
  async get(options: { consistent?: boolean } = {}): Promise<StoredSiteSettings> {
    const out = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: SETTINGS_KEY,
        ...(options.consistent ? { ConsistentRead: true } : {}),
      }),
    );
    return settingsOf(out.Item);
  }

  /**
   * Settings are replaced whole: the input schema requires every field, so nothing is half-updated. The
   * long member texts, the reserved nicknames, the home page and the limits are the exception: omitted, the
   * stored ones are kept. The stored settings are read first (one GetItem): a change to the terms or the
   * privacy policy moves the terms' version on by one, so every member is asked to agree again
   * (docs/architecture.md, "Consent"). The write is conditional on the settings read, so two admins saving at
   * once cannot both take one version number for different texts: the second gets a 409 and saves again.
   */
  async put(settings: SiteSettingsInput, now: string): Promise<StoredSiteSettings> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: SETTINGS_KEY, ConsistentRead: true }),
    );
    const kept = settingsOf(out.Item);
    const termsOfService = settings.members.termsOfService ?? kept.members.termsOfService;
    const privacyPolicy = settings.members.privacyPolicy ?? kept.members.privacyPolicy;
    const reservedNickNames = settings.members.reservedNickNames ?? kept.members.reservedNickNames ?? [];
    const termsChanged =
      termsOfService !== kept.members.termsOfService || privacyPolicy !== kept.members.privacyPolicy;
    const stored: StoredSiteSettings = {
      title: settings.title,
      description: settings.description,
      defaultLanguage: settings.defaultLanguage,
      upload: settings.upload,
      members: { signUpOpen: settings.members.signUpOpen, termsOfService, privacyPolicy, reservedNickNames },
      // undefined: not sent, keep; null: cleared.
      homeMenuId: settings.homeMenuId === undefined ? kept.homeMenuId : settings.homeMenuId,
      termsVersion: termsChanged ? kept.termsVersion + 1 : kept.termsVersion,
      termsUpdatedAt: termsChanged ? now : kept.termsUpdatedAt,
      limits: settings.limits ?? kept.limits,
      updatedAt: now,
    };
    const readAt = out.Item?.updatedAt as string | undefined;
    const saved = await conditionally(() =>
      this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...SETTINGS_KEY, ...stored },
          ...(out.Item === undefined
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : readAt === undefined
              ? { ConditionExpression: 'attribute_not_exists(updatedAt)' }
              : {
                  ConditionExpression: 'updatedAt = :read',
                  ExpressionAttributeValues: { ':read': readAt },
                }),
        }),
      ),
    );
    if (!saved) {
      throw new ConflictError('The settings were changed meanwhile. Please reload them and save again.');
    }
    return stored;
  }
}
