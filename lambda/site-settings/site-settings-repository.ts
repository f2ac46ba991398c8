import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MemberSettingsValue, SiteSettingsInput } from '../../contracts/site-settings';
import { DEFAULT_SITE_SETTINGS, SETTINGS_KEY } from './resolvers/site-settings-keys';
import { TableRepository } from '../storage/table-repository';

export type StoredSiteSettings = Omit<SiteSettingsInput, 'members' | 'homeMenuId'> & {
  readonly members: MemberSettingsValue;
  /** The menu item `/` shows; null: the default home page. */
  readonly homeMenuId: string | null;
  readonly updatedAt: string | null;
};

export class SiteSettingsRepository extends TableRepository {
  async get(): Promise<StoredSiteSettings> {
    const out = await this.client.send(new GetCommand({ TableName: this.tableName, Key: SETTINGS_KEY }));
    if (!out.Item) return DEFAULT_SITE_SETTINGS;
    const { pk: _pk, sk: _sk, ...settings } = out.Item;
    const stored = settings as StoredSiteSettings;
    // Items saved before the member texts or the home page existed lack them: the defaults fill in.
    return {
      ...stored,
      members: { ...DEFAULT_SITE_SETTINGS.members, ...stored.members },
      homeMenuId: stored.homeMenuId ?? null,
    };
  }

  /**
   * Settings are replaced whole: the input schema requires every field, so nothing is half-updated. The
   * long member texts, the reserved nicknames and the home page are the exception: omitted, the stored ones
   * are kept (one extra read).
   */
  async put(settings: SiteSettingsInput, now: string): Promise<StoredSiteSettings> {
    const { termsOfService, privacyPolicy, reservedNickNames } = settings.members;
    const kept =
      termsOfService == null ||
      privacyPolicy == null ||
      reservedNickNames == null ||
      settings.homeMenuId === undefined
        ? await this.get()
        : null;
    const stored: StoredSiteSettings = {
      ...settings,
      members: {
        signUpOpen: settings.members.signUpOpen,
        termsOfService: termsOfService ?? kept?.members.termsOfService ?? '',
        privacyPolicy: privacyPolicy ?? kept?.members.privacyPolicy ?? '',
        reservedNickNames: reservedNickNames ?? kept?.members.reservedNickNames ?? [],
      },
      // undefined: not sent, keep; null: cleared.
      homeMenuId: settings.homeMenuId === undefined ? (kept?.homeMenuId ?? null) : settings.homeMenuId,
      updatedAt: now,
    };
    await this.client.send(
      new PutCommand({ TableName: this.tableName, Item: { ...SETTINGS_KEY, ...stored } }),
    );
    return stored;
  }
}
