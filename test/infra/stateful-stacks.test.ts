import { Match } from 'aws-cdk-lib/assertions';
import { tableDefinitions } from '../../contracts/tables';
import { logicalIdOf, resourcesOfType, synthStagesOnce } from './support/synth-app';

const app = synthStagesOnce();

describe.each(['dev', 'prod'] as const)('Auth stack (%s)', (stage) => {
  const template = () => app(stage).template(app(stage).stacks.auth);
  const expectTemplate = template;

  it('is named after the stage', () => {
    expect(app(stage).stacks.auth.stackName).toBe(`${stage}-Auth`);
  });

  it('has a user pool with self sign-up, username sign-in with email alias and email verification', () => {
    expectTemplate().hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AliasAttributes: ['email'],
      UsernameAttributes: Match.absent(),
      AutoVerifiedAttributes: ['email'],
      Schema: Match.arrayWith([
        { Name: 'email', Required: true, Mutable: true },
        { Name: 'name', Required: true, Mutable: true },
      ]),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('requires 8 characters and no character classes, the product password policy', () => {
    expectTemplate().hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
    });
  });

  /** Expects the user pool to run `functionPath` as its `trigger`; gives the function's id and environment names. */
  function poolTrigger(trigger: 'PostConfirmation' | 'PreSignUp', functionPath: string) {
    const functionId = logicalIdOf(app(stage).stacks.auth, functionPath);
    expectTemplate().hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: Match.objectLike({ [trigger]: { 'Fn::GetAtt': [functionId, 'Arn'] } }),
    });
    const fn = resourcesOfType(template(), 'AWS::Lambda::Function')[functionId]?.Properties ?? {};
    const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
    return { functionId, variables: Object.keys(variables) };
  }

  it('runs the post-confirmation trigger, which writes member profiles, reads the reserved nicknames and the kept agreement', () => {
    const { functionId, variables } = poolTrigger('PostConfirmation', 'MemberPostConfirmationFunction');
    expect(variables).toContain('MEMBERS_TABLE');
    expect(variables).not.toContain('USER_POOL_ID');
    // The site table: the reserved nicknames; the cache table: the agreement the pre-sign-up trigger kept.
    expect(variables.filter((v) => v.endsWith('_TABLE')).sort()).toEqual([
      'CACHE_TABLE',
      'MEMBERS_TABLE',
      'SITE_TABLE',
    ]);
    expectTemplate().hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
    });
  });

  it('runs the pre-sign-up trigger, which reads the site settings and keeps the agreement in the cache', () => {
    const { variables } = poolTrigger('PreSignUp', 'MemberPreSignUpFunction');
    expect(variables.filter((v) => v.endsWith('_TABLE')).sort()).toEqual(['CACHE_TABLE', 'SITE_TABLE']);
    const writes =
      JSON.stringify(resourcesOfType(template(), 'AWS::IAM::Policy')).match(
        /dynamodb:(PutItem|UpdateItem|DeleteItem)/g,
      ) ?? [];
    // The post-confirmation trigger writes the members table; the pre-sign-up trigger the cache table.
    expect(new Set(writes)).toEqual(
      new Set(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']),
    );
  });

  it('has MFA off, as the product requires', () => {
    expectTemplate().hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OFF' });
  });

  it('has one web client without secret, only the SRP and password flows, and no user-existence errors', () => {
    expectTemplate().resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    const clients = resourcesOfType(template(), 'AWS::Cognito::UserPoolClient');
    const client = Object.values(clients)[0]?.Properties ?? {};
    expect(client.GenerateSecret).toBe(false);
    expect([...(client.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    expect(client).toMatchObject({
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      AuthSessionValidity: 3,
    });
  });

  it('has the Admin group', () => {
    expectTemplate().hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'Admin' });
  });

  it('has an identity pool that allows guests and only the web client of the pool', () => {
    expectTemplate().hasResourceProperties('AWS::Cognito::IdentityPool', {
      AllowUnauthenticatedIdentities: true,
      AllowClassicFlow: Match.absent(),
      CognitoIdentityProviders: [
        Match.objectLike({ ClientId: Match.anyValue(), ServerSideTokenCheck: true }),
      ],
    });
  });

  it('gives guests and members roles without any permission', () => {
    // The identity pool's roles are the ones Cognito Identity assumes (the trigger's role is Lambda's).
    const assumedByIdentityPool = (role: { Properties?: Record<string, unknown> }) =>
      JSON.stringify(role.Properties?.AssumeRolePolicyDocument).includes('cognito-identity.amazonaws.com');
    const allRoles = resourcesOfType(template(), 'AWS::IAM::Role');
    const roles = Object.fromEntries(
      Object.entries(allRoles).filter(([, role]) => assumedByIdentityPool(role)),
    );
    expect(Object.keys(roles)).toHaveLength(2);
    for (const role of Object.values(roles)) {
      expect(role.Properties?.Policies).toBeUndefined();
      expect(role.Properties?.ManagedPolicyArns).toBeUndefined();
    }
    const policies = resourcesOfType(template(), 'AWS::IAM::Policy');
    for (const policy of Object.values(policies)) {
      const attached = JSON.stringify(policy.Properties?.Roles);
      for (const roleId of Object.keys(roles)) expect(attached).not.toContain(roleId);
    }
    expectTemplate().resourceCountIs('AWS::IAM::ManagedPolicy', 0);
    expectTemplate().hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          Match.objectLike({
            Action: 'sts:AssumeRoleWithWebIdentity',
            Condition: Match.objectLike({
              'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'unauthenticated' },
            }),
          }),
        ],
      },
    });
  });
});

describe('Auth stack: stage differences', () => {
  it('retains and protects the prod pool, lets the dev pool go', () => {
    const expectProd = app('prod').template(app('prod').stacks.auth);
    const expectDev = app('dev').template(app('dev').stacks.auth);
    expectProd.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    expectDev.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }),
    });
  });

  it('enforces threat protection (Plus plan) in prod only', () => {
    const expectProd = app('prod').template(app('prod').stacks.auth);
    const expectDev = app('dev').template(app('dev').stacks.auth);
    expectProd.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
    expectDev.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      UserPoolAddOns: Match.absent(),
    });
  });

  it('turns on termination protection for the long-lived stacks in prod only', () => {
    for (const stage of ['dev', 'prod'] as const) {
      const { data, auth, web, api, site } = app(stage).stacks;
      for (const stack of [data, auth, web]) expect(stack.terminationProtection).toBe(stage === 'prod');
      for (const stack of [api, site]) expect(stack.terminationProtection).toBe(false);
    }
  });
});

describe.each(['dev', 'prod'] as const)('Data stack (%s)', (stage) => {
  const template = () => app(stage).template(app(stage).stacks.data);
  const expectTemplate = template;

  it('has exactly one table per entry of contracts/tables.ts', () => {
    expect(app(stage).stacks.data.stackName).toBe(`${stage}-Data`);
    expectTemplate().resourceCountIs('AWS::DynamoDB::Table', tableDefinitions.length);
    expect(Object.keys(app(stage).stacks.data.tables).sort()).toEqual(
      tableDefinitions.map((t) => t.id).sort(),
    );
  });

  it.each(tableDefinitions.map((definition) => [definition.id, definition] as const))(
    'builds the %s table from its definition',
    (_id, definition) => {
      const logicalId = logicalIdOf(app(stage).stacks.data, definition.constructId);
      const table = template().toJSON().Resources[logicalId];
      const keySchema = [
        { AttributeName: 'pk', KeyType: 'HASH' },
        ...(definition.sortKey ? [{ AttributeName: 'sk', KeyType: 'RANGE' }] : []),
      ];
      expect(table.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: keySchema,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
      });
      expect(table.Properties.SSESpecification.KMSMasterKeyId).toBeUndefined();
      for (const attribute of table.Properties.AttributeDefinitions)
        expect(attribute.AttributeType).toBe('S');
      const indexes = (table.Properties.GlobalSecondaryIndexes ?? []) as {
        IndexName: string;
        KeySchema: unknown;
        Projection: unknown;
      }[];
      expect(indexes.map((index) => index.IndexName)).toEqual(definition.indexes.map((index) => index.name));
      for (const index of definition.indexes) {
        expect(indexes.find((candidate) => candidate.IndexName === index.name)).toEqual({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        });
      }
      if (definition.ttlAttribute) {
        expect(table.Properties.TimeToLiveSpecification).toEqual({
          AttributeName: definition.ttlAttribute,
          Enabled: true,
        });
      } else {
        expect(table.Properties.TimeToLiveSpecification).toBeUndefined();
      }
      expect(table.Properties.StreamSpecification).toEqual(
        definition.stream ? { StreamViewType: definition.stream } : undefined,
      );
      expect(table.DeletionPolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
      expect(table.UpdateReplacePolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
      expect(table.Properties.DeletionProtectionEnabled).toBe(stage === 'prod');
    },
  );
});
