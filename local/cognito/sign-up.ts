import { CognitoError, WRONG_CODE } from './cognito-error';
import type { PoolUser } from './cognito-local-client';
import { checkNewUser, maskDelivery, requirePolicy, simulatedDelivery } from './pool-rules';
import { relayValidationData } from './lambda-invoke-endpoint';
import type { OperationHandler } from './shim-context';

/**
 * Sign-up, confirmation and password reset as the deployed pool answers them (docs/local-vs-aws.md,
 * "Cognito"): the password policy and required attributes enforced, confirmation verifies the email
 * (auto-verified attribute), `ResendConfirmationCode` answered, unknown users get a simulated delivery or a
 * wrong-code error (existence errors hidden), and every code the pool "sends" is reported to the developer.
 */

export const signUp: OperationHandler = async (context, body, target) => {
  requirePolicy(body.Password);
  const poolId = await context.client.poolIdOfClient(body.ClientId);
  await checkNewUser(context.client, poolId, body.Username, body.UserAttributes);
  // cognito-local drops ValidationData on its way to the pre-sign-up trigger; Cognito passes it.
  const forget = relayValidationData(body.ClientId, body.Username, body.ValidationData);
  const result = await context.client.invoke(target, body).finally(forget);
  if (result.UserConfirmed !== true) {
    context.reportCode(poolId, String(body.Username), 'sign-up code', 'ConfirmationCode');
  }
  return maskDelivery(result);
};

export const adminCreateUser: OperationHandler = async (context, body, target) => {
  requirePolicy(body.TemporaryPassword);
  await checkNewUser(context.client, String(body.UserPoolId), body.Username, body.UserAttributes);
  const result = await context.client.invoke(target, body);
  // A generated temporary password is only ever in the welcome message.
  if (body.TemporaryPassword === undefined && body.MessageAction !== 'SUPPRESS') {
    context.reportCode(String(body.UserPoolId), String(body.Username), 'temporary password', 'Password');
  }
  return result;
};

export const confirmSignUp: OperationHandler = async ({ client }, body) => {
  const poolId = await client.poolIdOfClient(body.ClientId);
  const user = await client.resolveUser(poolId, body.Username, false);
  // Existence errors hidden: an unknown user's code is simply wrong.
  if (!user) throw new CognitoError('CodeMismatchException', WRONG_CODE);
  if (user.status !== 'UNCONFIRMED') {
    throw new CognitoError(
      'NotAuthorizedException',
      `User cannot be confirmed. Current status is ${user.status}`,
    );
  }
  const facts = await client.factsOf(poolId);
  const email = user.attributes.email;
  const verifying = facts.autoVerifyEmail && !!email && user.attributes.email_verified !== 'true';
  let aliasHolders: PoolUser[] = [];
  if (verifying && facts.emailAlias) {
    aliasHolders = (await client.listUsers(poolId)).filter(
      (u) =>
        u.username !== user.username &&
        u.attributes.email?.toLowerCase() === email.toLowerCase() &&
        u.attributes.email_verified === 'true',
    );
    if (aliasHolders.length > 0 && body.ForceAliasCreation !== true) {
      throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
    }
  }
  const unverify = (username: string) =>
    client.invoke('AdminDeleteUserAttributes', {
      UserPoolId: poolId,
      Username: username,
      UserAttributeNames: ['email_verified'],
    });
  // Confirming with the emailed code verifies the email (AutoVerifiedAttributes). Set before confirming, so
  // the post-confirmation trigger sees `email_verified: "true"` as on AWS; undone if confirmation fails.
  if (verifying) {
    await client.invoke('AdminUpdateUserAttributes', {
      UserPoolId: poolId,
      Username: user.username,
      // (cognito-local wants the email named with its verification flag)
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  }
  try {
    await client.invoke('ConfirmSignUp', { ...body, Username: user.username });
  } catch (error) {
    if (verifying && (await client.getUser(poolId, user.username))?.status === 'UNCONFIRMED') {
      await unverify(user.username);
    }
    throw error;
  }
  // ForceAliasCreation: the email moves to the confirmed user.
  for (const holder of aliasHolders) await unverify(holder.username);
  return {};
};

export const resendConfirmationCode: OperationHandler = async (context, body) => {
  const poolId = await context.client.poolIdOfClient(body.ClientId);
  const user = await context.client.resolveUser(poolId, body.Username, false);
  if (!user) return simulatedDelivery(body.Username);
  if (user.status !== 'UNCONFIRMED') {
    throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
  }
  // cognito-local has no ResendConfirmationCode; its ForgotPassword stores and "sends" a new code in the
  // same field ConfirmSignUp checks, and leaves the user's status alone.
  const result = await context.client.invoke('ForgotPassword', {
    ClientId: body.ClientId,
    Username: user.username,
    ClientMetadata: body.ClientMetadata,
  });
  context.reportCode(poolId, user.username, 'sign-up code', 'ConfirmationCode');
  return maskDelivery(result);
};

export const forgotPassword: OperationHandler = async (context, body, target) => {
  const poolId = await context.client.poolIdOfClient(body.ClientId);
  const user = await context.client.resolveUser(poolId, body.Username, true);
  // Existence errors hidden: an unknown user gets a simulated delivery, as on AWS.
  if (!user) return simulatedDelivery(body.Username);
  if (user.attributes.email_verified !== 'true') {
    throw new CognitoError(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  const result = await context.client.invoke(target, { ...body, Username: user.username });
  context.reportCode(poolId, user.username, 'password reset code', 'ConfirmationCode');
  return maskDelivery(result);
};

export const confirmForgotPassword: OperationHandler = async ({ client }, body, target) => {
  requirePolicy(body.Password);
  const poolId = await client.poolIdOfClient(body.ClientId);
  const user = await client.resolveUser(poolId, body.Username, true);
  if (!user) throw new CognitoError('CodeMismatchException', WRONG_CODE);
  return client.invoke(target, { ...body, Username: user.username });
};
