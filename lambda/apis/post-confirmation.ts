import middy from '@middy/core';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { systemClock } from '../shared/runtime/clock';
import { tableName } from '../shared/runtime/env';
import { logContext, logger } from '../shared/runtime/logger';
import { MemberRepository } from '../members/member-repository';
import { ReservedNickNames } from '../members/reserved-nicknames';
import { registerMember } from '../members/register-member';
import { SettingsCache } from '../site-settings/settings-cache';
import { pendingAgreement, recordTermsAgreement } from '../members/terms-agreement';

const documents = createDocumentClient();
const membersTable = tableName('members');
const members = new MemberRepository(documents, membersTable);
const reserved = new ReservedNickNames(new SettingsCache(documents, tableName('site')));
const cacheTable = tableName('cache');

/**
 * Cognito post-confirmation trigger: creates the member profile when a sign-up is confirmed. A password
 * reset confirmation (PostConfirmation_ConfirmForgotPassword) is not a new member and is passed through.
 * Cognito requires the event back; an error here fails the confirmation, so the user can retry it.
 */
export const handler = middy(async (event: PostConfirmationTriggerEvent) => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub;
  if (!userId) throw new Error('Post-confirmation event without a sub attribute');
  const now = systemClock();
  const outcome = await registerMember(
    members,
    {
      userId,
      userName: event.userName,
      email: attributes.email ?? '',
      name: attributes.name ?? event.userName,
    },
    now,
    await reserved.rule(),
  );
  logger.info('member registered', { userId, outcome });
  // The agreement the pre-sign-up trigger accepted and timed (lambda/members/terms-agreement.ts); nothing the
  // confirmation's ClientMetadata claims is stored. None left (expired): the member is asked on their visit.
  const agreement = await pendingAgreement(documents, cacheTable, event.userPoolId, event.userName, now);
  if (agreement) await recordTermsAgreement(documents, membersTable, userId, agreement);
  return event;
}).use(logContext());
