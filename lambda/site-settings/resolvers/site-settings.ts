import { util, type Context, type DynamoDBGetItemRequest } from '@aws-appsync/utils';
import type { SiteSettings } from '../../../contracts/graphql/types.generated';
import { DEFAULT_SITE_SETTINGS, SETTINGS_KEY } from './site-settings-keys';

/** Query.siteSettings: one GetItem; defaults until an admin saves settings. Field auth guards `upload`. */
export function request(_ctx: Context): DynamoDBGetItemRequest {
  return { operation: 'GetItem', key: util.dynamodb.toMapValues(SETTINGS_KEY) };
}

export function response(ctx: Context): SiteSettings {
  if (ctx.error) {
    util.error(ctx.error.message, ctx.error.type);
  }
  const stored = ctx.result;
  if (!stored) {
    return DEFAULT_SITE_SETTINGS;
  }
  return {
    title: stored.title,
    description: stored.description,
    defaultLanguage: stored.defaultLanguage,
    upload: stored.upload,
    // Items saved before the member texts existed lack them: the defaults fill in (GraphQL says non-null).
    members: {
      signUpOpen: stored.members.signUpOpen,
      termsOfService: stored.members.termsOfService ?? DEFAULT_SITE_SETTINGS.members.termsOfService,
      privacyPolicy: stored.members.privacyPolicy ?? DEFAULT_SITE_SETTINGS.members.privacyPolicy,
      reservedNickNames: stored.members.reservedNickNames ?? [],
    },
    // Items saved before the home page setting existed lack it: the default home page.
    homeMenuId: stored.homeMenuId ?? null,
    // Items saved before terms' versions and limits existed: the first version, the default limits.
    termsVersion: stored.termsVersion ?? DEFAULT_SITE_SETTINGS.termsVersion,
    termsUpdatedAt: stored.termsUpdatedAt ?? null,
    limits: stored.limits ?? DEFAULT_SITE_SETTINGS.limits,
    updatedAt: stored.updatedAt ?? null,
  };
}
