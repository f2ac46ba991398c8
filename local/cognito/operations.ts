import { verifySigV4, type ReceivedRequest } from '../shared/sigv4';

/**
 * Every operation the local user pool answers, with the authorization Cognito requires for it
 * (docs/local-vs-aws.md, "Lockdown"):
 * - `public`: no credentials, as a user's app calls it (the operations that take an access token check it
 *   themselves);
 * - `iam`: AWS credentials, a SigV4-signed request: administration of users, groups, pools and clients.
 * An operation not listed here is refused (UnknownOperationException), never passed on to cognito-local.
 */
export type OperationAccess = 'public' | 'iam';

export const cognitoOperations: Readonly<Record<string, OperationAccess>> = {
  // A user's own operations: unauthenticated, or authorized by the user's access token.
  AssociateSoftwareToken: 'public',
  ChangePassword: 'public',
  ConfirmForgotPassword: 'public',
  ConfirmSignUp: 'public',
  DeleteUser: 'public',
  DeleteUserAttributes: 'public',
  ForgotPassword: 'public',
  GetTokensFromRefreshToken: 'public',
  GetUser: 'public',
  GetUserAttributeVerificationCode: 'public',
  GlobalSignOut: 'public',
  InitiateAuth: 'public',
  ResendConfirmationCode: 'public',
  RespondToAuthChallenge: 'public',
  RevokeToken: 'public',
  SetUserMFAPreference: 'public',
  SignUp: 'public',
  UpdateUserAttributes: 'public',
  VerifySoftwareToken: 'public',
  VerifyUserAttribute: 'public',
  // Administration: IAM credentials.
  AddCustomAttributes: 'iam',
  AdminAddUserToGroup: 'iam',
  AdminConfirmSignUp: 'iam',
  AdminCreateUser: 'iam',
  AdminDeleteUser: 'iam',
  AdminDeleteUserAttributes: 'iam',
  AdminDisableUser: 'iam',
  AdminEnableUser: 'iam',
  AdminGetUser: 'iam',
  AdminInitiateAuth: 'iam',
  AdminListGroupsForUser: 'iam',
  AdminRemoveUserFromGroup: 'iam',
  AdminRespondToAuthChallenge: 'iam',
  AdminSetUserPassword: 'iam',
  AdminUpdateUserAttributes: 'iam',
  AdminUserGlobalSignOut: 'iam',
  CreateGroup: 'iam',
  CreateUserPool: 'iam',
  CreateUserPoolClient: 'iam',
  DeleteGroup: 'iam',
  DeleteUserPool: 'iam',
  DeleteUserPoolClient: 'iam',
  DescribeUserPool: 'iam',
  DescribeUserPoolClient: 'iam',
  GetGroup: 'iam',
  GetUserPoolMfaConfig: 'iam',
  ListGroups: 'iam',
  ListUserPoolClients: 'iam',
  ListUserPools: 'iam',
  ListUsers: 'iam',
  ListUsersInGroup: 'iam',
  SetUserPoolMfaConfig: 'iam',
  UpdateGroup: 'iam',
  UpdateUserPool: 'iam',
  UpdateUserPoolClient: 'iam',
};

/** The service name a signature for the user pool API must be scoped to. */
export const COGNITO_SERVICE = 'cognito-idp';

export interface AccessRefusal {
  readonly type: string;
  readonly message: string;
  readonly status: number;
}

/**
 * Why Cognito would refuse this operation as received, or undefined when it is allowed to run. Administration
 * needs a request signed for `cognito-idp` in the pool's region (local/shared/sigv4.ts: any access key id,
 * the local secret).
 */
export async function accessRefusal(
  target: string,
  request: ReceivedRequest,
  region: string,
): Promise<AccessRefusal | undefined> {
  const access = Object.hasOwn(cognitoOperations, target) ? cognitoOperations[target] : undefined;
  if (!access) {
    return { type: 'UnknownOperationException', message: `Unknown operation ${target}.`, status: 400 };
  }
  if (access === 'public') return undefined;
  const signature = await verifySigV4(request, { service: COGNITO_SERVICE, region });
  return signature.ok ? undefined : signature;
}
