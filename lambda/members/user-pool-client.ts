import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SDK_CLIENT_SETTINGS } from '../shared/runtime/sdk-settings';
import { handlerEnv } from '../../contracts/registry';

/**
 * A client of the member user pool with the timeouts and tries of SDK_CLIENT_SETTINGS. COGNITO_ENDPOINT
 * points it at the local stack's pool; in AWS it is unset and the SDK finds the regional endpoint.
 */
export function userPoolClient(
  endpoint = process.env[handlerEnv.cognitoEndpoint],
): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ ...SDK_CLIENT_SETTINGS, ...(endpoint ? { endpoint } : {}) });
}
