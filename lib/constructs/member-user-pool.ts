/**
 * The member directory: a Cognito user pool, the web app's client and the `Admin` group (sign-in by username,
 * passwords of 8 or more characters, no MFA, Seoul).
 */
import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolClient,
  UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { adminGroupName, passwordPolicy, tokenValidity, userPoolGroups } from '../../contracts/user-pool';

export { adminGroupName };

export interface MemberUserPoolProps {
  readonly removalPolicy: RemovalPolicy;
  /** Cognito deletion protection: the pool cannot be deleted until it is turned off. */
  readonly deletionProtection: boolean;
  /**
   * Plus feature plan with threat protection enforced (compromised-credential and adaptive-risk checks).
   * @default false - Essentials plan, no threat protection
   */
  readonly threatProtection?: boolean;
  /**
   * Post-confirmation trigger (e.g. create the member profile row). It must be a function of the same stack
   * as the pool: a function in a later stack that is also granted access to the pool makes a dependency cycle.
   * @default - no trigger
   */
  readonly postConfirmation?: IFunction;
  /**
   * Pre-sign-up trigger (e.g. refuse sign-ups while the site has them closed). Same-stack rule as above.
   * @default - no trigger
   */
  readonly preSignUp?: IFunction;
}

export class MemberUserPool extends Construct {
  public readonly userPool: UserPool;
  /** The web app's public client (no secret: it runs in browsers). */
  public readonly webClient: UserPoolClient;
  public readonly adminGroup: UserPoolGroup;

  constructor(scope: Construct, id: string, props: MemberUserPoolProps) {
    super(scope, id);
    const threatProtection = props.threatProtection ?? false;

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      // Users sign in with their username (the sign-in form's field); the verified email works as an alias.
      signInAliases: { username: true, email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // An email change takes effect only once the new address is verified, so a typo cannot lock a member out.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: true, mutable: true },
      },
      // The product's password rule: minimum length 8, no required character classes.
      passwordPolicy: {
        minLength: passwordPolicy.minLength,
        requireLowercase: passwordPolicy.requireLowercase,
        requireUppercase: passwordPolicy.requireUppercase,
        requireDigits: passwordPolicy.requireDigits,
        requireSymbols: passwordPolicy.requireSymbols,
        tempPasswordValidity: Duration.days(passwordPolicy.temporaryPasswordValidityDays),
      },
      mfa: Mfa.OFF,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: threatProtection ? FeaturePlan.PLUS : FeaturePlan.ESSENTIALS,
      standardThreatProtectionMode: threatProtection ? StandardThreatProtectionMode.FULL_FUNCTION : undefined,
      lambdaTriggers: { postConfirmation: props.postConfirmation, preSignUp: props.preSignUp },
      removalPolicy: props.removalPolicy,
      deletionProtection: props.deletionProtection,
    });

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'The product requires a minimum length of 8 and no character classes. Composition rules are discouraged by NIST SP 800-63B (section 3.1.1.2) and OWASP ASVS 6.2.5 (v5: no composition rules); length is enforced.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'Multi-factor authentication is off for this product by its requirements.',
    });
    if (!threatProtection) {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus plan (threat protection) is priced per monthly active user; this stage has only developers and test accounts, so it stays on Essentials. Prod enables it (lib/config/stage-config.ts threatProtection).',
      });
    }

    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // userSrp: Amplify v6's default sign-in flow, used by the deployed stages (config.json authFlowType).
      // userPassword: USER_PASSWORD_AUTH, what the local stack's Cognito emulator supports (it has no SRP),
      // so the same frontend code path can be exercised against a deployed pool. Refresh is always allowed.
      authFlows: { userSrp: true, userPassword: true, custom: false, adminUserPassword: false },
      // Hosted UI and OAuth flows are not used: the app has its own sign-in dialog.
      disableOAuth: true,
      // Sign-in and reset answers do not reveal whether a username exists (CDK's default is off).
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(tokenValidity.idTokenHours),
      accessTokenValidity: Duration.hours(tokenValidity.accessTokenHours),
      refreshTokenValidity: Duration.days(tokenValidity.refreshTokenDays),
      // The product's rule: a sign-in challenge state lasts 3 minutes.
      authSessionValidity: Duration.minutes(tokenValidity.authSessionMinutes),
    });

    // Every group of contracts/user-pool.ts; the Admin group keeps its construct id (renaming replaces it).
    const groups = userPoolGroups.map(
      (group) =>
        new UserPoolGroup(this, `${group.groupName}Group`, {
          userPool: this.userPool,
          groupName: group.groupName,
          description: group.description,
          precedence: group.precedence,
        }),
    );
    // (A group's groupName attribute is a deploy-time token: match on the definitions.)
    const admin = groups[userPoolGroups.findIndex((group) => group.groupName === adminGroupName)];
    if (!admin) throw new Error(`contracts/user-pool.ts must define the ${adminGroupName} group`);
    this.adminGroup = admin;
  }
}
