import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SiteSettingsInput } from '../../contracts/site-settings';
import { DEFAULT_SITE_SETTINGS, SETTINGS_KEY } from '../resolvers/site/site-settings-keys';

export type StoredSiteSettings = SiteSettingsInput & { readonly updatedAt: string | null };

export class SiteSettingsRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(): Promise<StoredSiteSettings> {
    const out = await this.client.send(new GetCommand({ TableName: this.tableName, Key: SETTINGS_KEY }));
    if (!out.Item) return DEFAULT_SITE_SETTINGS;
    const { pk: _pk, sk: _sk, ...settings } = out.Item;
    return settings as StoredSiteSettings;
  }

  /** Settings are replaced whole: the input schema requires every field, so nothing is half-updated. */
  async put(settings: SiteSettingsInput, now: string): Promise<StoredSiteSettings> {
    const stored = { ...settings, updatedAt: now };
    await this.client.send(
      new PutCommand({ TableName: this.tableName, Item: { ...SETTINGS_KEY, ...stored } }),
    );
    return stored;
  }
}
