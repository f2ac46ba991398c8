/**
 * Stateful: members and guest identities. The user pool holds accounts that cannot be recreated, so this
 * stack is apart from the stateless ones.
 */
import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { IdentityPool, UserPoolAuthenticationProvider } from 'aws-cdk-lib/aws-cognito-identitypool';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stage-config';
import { MemberUserPool } from '../constructs/member-user-pool';
import { createRegistryFunction } from '../constructs/registry-function';

export interface AuthStackProps extends StackProps {
  readonly config: StageConfig;
  /** Where the post-confirmation trigger creates member profiles. */
  readonly membersTable: ITable;
  /** Where the pre-sign-up trigger reads whether sign-up is open and the terms' version (site settings). */
  readonly siteTable: ITable;
  /** Where the pre-sign-up trigger keeps a sign-up's agreement to the terms for the post-confirmation trigger. */
  readonly cacheTable: ITable;
}

export class AuthStack extends Stack {
  public readonly userPool: IUserPool;
  public readonly userPoolClient: IUserPoolClient;
  public readonly identityPoolId: string;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    // The triggers live in this stack (see MemberUserPoolProps.postConfirmation). It gets no USER_POOL_ID:
    // that would make the pool depend on its own trigger, and the event carries the pool id anyway.
    const postConfirmation = createRegistryFunction(this, 'member-post-confirmation', {
      config,
      tables: { members: props.membersTable, site: props.siteTable, cache: props.cacheTable },
    });
    const preSignUp = createRegistryFunction(this, 'member-pre-sign-up', {
      config,
      tables: { site: props.siteTable, cache: props.cacheTable },
    });
    const members = new MemberUserPool(this, 'Members', {
      removalPolicy: config.removalPolicy,
      deletionProtection: config.deletionProtection,
      threatProtection: config.threatProtection,
      postConfirmation,
      preSignUp,
    });

    // Guests get an identity (GetId, GetCredentialsForIdentity, as the web app's guest access needs). Those two calls need no IAM
    // permission, so both roles are created with no policy at all: the credentials can call nothing until a
    // feature grants something explicitly.
    const identityPool = new IdentityPool(this, 'IdentityPool', {
      allowUnauthenticatedIdentities: true,
      authenticationProviders: {
        userPools: [
          new UserPoolAuthenticationProvider({
            userPool: members.userPool,
            userPoolClient: members.webClient,
          }),
        ],
      },
    });
    Validations.of(identityPool).acknowledge({
      id: 'AwsSolutions-COG7',
      reason:
        'Visitors get a guest identity (GetId, GetCredentialsForIdentity). The unauthenticated role has no policy, so guest credentials grant nothing.',
    });

    this.userPool = members.userPool;
    this.userPoolClient = members.webClient;
    this.identityPoolId = identityPool.identityPoolId;
  }
}
