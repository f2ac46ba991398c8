import type { AppSyncResolverEvent } from 'aws-lambda';

export interface FakeIdentity {
  readonly sub: string;
  readonly groups?: readonly string[];
}

/** A direct Lambda resolver event as AppSync builds it; identity null for API-key requests. */
export function appSyncEvent(
  typeName: string,
  fieldName: string,
  args: Record<string, unknown>,
  identity: FakeIdentity | null,
): AppSyncResolverEvent<Record<string, unknown>> {
  return {
    arguments: args,
    identity: identity
      ? {
          sub: identity.sub,
          username: `user-${identity.sub}`,
          issuer: 'https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_Test',
          claims: { sub: identity.sub, token_use: 'id' },
          sourceIp: ['127.0.0.1'],
          defaultAuthStrategy: 'ALLOW',
          groups: identity.groups ? [...identity.groups] : null,
        }
      : null,
    source: null,
    request: { headers: {}, domainName: null },
    info: {
      parentTypeName: typeName,
      fieldName,
      selectionSetList: [],
      selectionSetGraphQL: '',
      variables: {},
    },
    prev: null,
    stash: {},
  } as unknown as AppSyncResolverEvent<Record<string, unknown>>;
}
