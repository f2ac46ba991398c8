import middy from '@middy/core';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { requireEnv } from '../shared/runtime/env';
import { logContext, logger } from '../shared/runtime/logger';
import { SiteSettingsRepository } from '../site-settings/site-settings-repository';

const settings = new SiteSettingsRepository(createDocumentClient(), requireEnv('SITE_TABLE'));

/** The message members see (Cognito prefixes it with "PreSignUp failed with error "). */
export const SIGN_UP_CLOSED_MESSAGE = 'Sign-up is closed on this site.';

/**
 * Cognito pre-sign-up trigger: while an admin has sign-up closed (site settings), self sign-up is refused on
 * the server, whatever the client shows. Admin-created users (PreSignUp_AdminCreateUser) still pass.
 */
export const handler = middy(async (event: PreSignUpTriggerEvent) => {
  if (event.triggerSource === 'PreSignUp_SignUp') {
    const { members } = await settings.get();
    if (!members.signUpOpen) {
      logger.info('sign-up refused: closed', { userName: event.userName });
      throw new Error(SIGN_UP_CLOSED_MESSAGE);
    }
  }
  return event;
}).use(logContext());
