import { passwordPolicyViolation } from '../../contracts/user-pool';
import { CognitoError, type Json } from './cognito-error';
import type { CognitoLocalClient } from './cognito-local-client';

/**
 * The deployed pool's rules that cognito-local does not apply (docs/local-vs-aws.md, "Cognito"): the password
 * policy of contracts/user-pool.ts, the schema's required attributes, usernames matched as the pool's
 * UsernameConfiguration says, and delivery destinations shown masked.
 */
const EMAIL_FORMAT = /^[^@\s]+@[^@\s]+$/;

/** Refuses a password the policy does not allow (a missing one is cognito-local's to report). */
export function requirePolicy(password: unknown): void {
  if (typeof password !== 'string') return;
  const violation = passwordPolicyViolation(password);
  if (violation) throw new CognitoError('InvalidPasswordException', violation);
}

/** Checks a new user's username and attributes as Cognito does before it creates anything. */
export async function checkNewUser(
  client: CognitoLocalClient,
  poolId: string,
  username: unknown,
  attributes: unknown,
): Promise<void> {
  const facts = await client.factsOf(poolId);
  if (typeof username === 'string' && facts.emailAlias && EMAIL_FORMAT.test(username)) {
    throw new CognitoError(
      'InvalidParameterException',
      'Username cannot be of email format, since user pool is configured for email alias.',
    );
  }
  const given = new Set(
    ((attributes ?? []) as { Name?: string; Value?: string }[])
      .filter((a) => typeof a.Value === 'string' && a.Value !== '')
      .map((a) => a.Name),
  );
  const missing = facts.requiredAttributes.filter((name) => !given.has(name));
  if (missing.length > 0) {
    throw new CognitoError(
      'InvalidParameterException',
      `Attributes did not conform to the schema: ${missing.map((n) => `${n}: The attribute is required`).join('\n')}`,
    );
  }
  if (typeof username === 'string' && !facts.caseSensitive) {
    const lower = username.toLowerCase();
    if ((await client.listUsers(poolId)).some((u) => u.username.toLowerCase() === lower)) {
      throw new CognitoError('UsernameExistsException', 'User already exists');
    }
  }
}

/** How Cognito shows a delivery address: `a***@e***`. */
export function maskDestination(destination: unknown): unknown {
  if (typeof destination !== 'string') return destination;
  const at = destination.indexOf('@');
  if (at < 1) return destination.length > 4 ? `+*******${destination.slice(-4)}` : destination;
  return `${destination[0]}***@${destination[at + 1] ?? ''}***`;
}

/** An answer with its delivery details' destinations masked. */
export function maskDelivery(result: Json): Json {
  const mask = (details: Json) => ({ ...details, Destination: maskDestination(details.Destination) });
  const single = result.CodeDeliveryDetails as Json | undefined;
  const list = result.CodeDeliveryDetailsList as Json[] | undefined;
  return {
    ...result,
    ...(single ? { CodeDeliveryDetails: mask(single) } : {}),
    ...(list ? { CodeDeliveryDetailsList: list.map(mask) } : {}),
  };
}

/** The answer to an unknown user (existence errors hidden): a delivery that looks real. */
export function simulatedDelivery(name: unknown): Json {
  return {
    CodeDeliveryDetails: {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: maskDestination(
        typeof name === 'string' && name.includes('@') ? name : 'user@example.com',
      ),
    },
  };
}
