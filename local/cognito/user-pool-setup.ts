import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  passwordPolicy,
  requiredAttributes,
  signInAliases,
  tokenValidity,
  userPoolGroups,
} from '../../contracts/user-pool';

/** Sign-in aliases other than the username itself (`['email']`): a username pool with alias attributes. */
const aliasAttributes = (Object.keys(signInAliases) as (keyof typeof signInAliases)[]).filter(
  (name): name is Exclude<typeof name, 'username'> => name !== 'username' && signInAliases[name],
);

export interface EnsureUserPoolOptions {
  readonly poolName: string;
  readonly clientName: string;
}

export interface UserPoolIds {
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

/**
 * The local pool, its web client and its groups, created from contracts/user-pool.ts as the Auth stack creates
 * the deployed ones; what exists already (same names) is reused, so restarts keep the pool and its users.
 */
export async function ensureUserPool(
  cognito: CognitoIdentityProviderClient,
  options: EnsureUserPoolOptions,
): Promise<UserPoolIds> {
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === options.poolName)?.Id;
  if (!userPoolId) {
    const created = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: options.poolName,
        Policies: {
          PasswordPolicy: {
            MinimumLength: passwordPolicy.minLength,
            RequireLowercase: passwordPolicy.requireLowercase,
            RequireUppercase: passwordPolicy.requireUppercase,
            RequireNumbers: passwordPolicy.requireDigits,
            RequireSymbols: passwordPolicy.requireSymbols,
            TemporaryPasswordValidityDays: passwordPolicy.temporaryPasswordValidityDays,
          },
        },
        // Username pool (no UsernameAttributes); a verified email signs in as an alias (signInAliases).
        AliasAttributes: aliasAttributes,
        // lib/constructs/member-user-pool.ts: signInCaseSensitive false (the shim matches usernames by it).
        UsernameConfiguration: { CaseSensitive: false },
        AutoVerifiedAttributes: ['email'],
        // autoVerify + keepOriginal email, account recovery by verified email only, self sign-up, MFA off.
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        MfaConfiguration: 'OFF',
        Schema: requiredAttributes.map((name) => ({
          Name: name,
          AttributeDataType: 'String',
          Required: true,
          Mutable: true,
        })),
      }),
    );
    userPoolId = created.UserPool?.Id;
  }
  if (!userPoolId) throw new Error('The local user pool could not be created');

  const clients = await cognito.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === options.clientName)?.ClientId;
  if (!userPoolClientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: options.clientName,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        PreventUserExistenceErrors: 'ENABLED',
        EnableTokenRevocation: true,
        IdTokenValidity: tokenValidity.idTokenHours,
        AccessTokenValidity: tokenValidity.accessTokenHours,
        RefreshTokenValidity: tokenValidity.refreshTokenDays,
        TokenValidityUnits: { IdToken: 'hours', AccessToken: 'hours', RefreshToken: 'days' },
        AuthSessionValidity: tokenValidity.authSessionMinutes,
      }),
    );
    userPoolClientId = created.UserPoolClient?.ClientId;
  }
  if (!userPoolClientId) throw new Error('The local user pool client could not be created');

  const groups = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set((groups.Groups ?? []).map((g) => g.GroupName));
  for (const group of userPoolGroups) {
    if (existing.has(group.groupName)) continue;
    await cognito.send(
      new CreateGroupCommand({
        UserPoolId: userPoolId,
        GroupName: group.groupName,
        Description: group.description,
        Precedence: group.precedence,
      }),
    );
  }
  return { userPoolId, userPoolClientId };
}
