import type { SignInOutput } from 'aws-amplify/auth';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { loadAmplify } from '@/lib/amplify/load-amplify';

export interface SignInRequest {
  readonly username: string;
  readonly password: string;
}

/**
 * Username/password sign-in with the configured flow: SRP in AWS, USER_PASSWORD_AUTH against cognito-local,
 * which has no SRP (docs/local-vs-aws.md). Amplify emits the 'signedIn' Hub event on success, which
 * reloads the session.
 */
export async function signInWithPassword(
  config: RuntimeConfig,
  { username, password }: SignInRequest,
): Promise<SignInOutput> {
  const { signIn } = await loadAmplify(config);
  return signIn({ username, password, options: { authFlowType: config.auth.authFlowType } });
}
