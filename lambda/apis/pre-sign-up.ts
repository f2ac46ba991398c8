import middy from '@middy/core';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { systemClock } from '../shared/runtime/clock';
import { tableName } from '../shared/runtime/env';
import { logContext, logger } from '../shared/runtime/logger';
import { SiteSettingsRepository } from '../site-settings/site-settings-repository';
import { agreedVersionOf, keepPendingAgreement } from '../members/terms-agreement';

const documents = createDocumentClient();
const settings = new SiteSettingsRepository(documents, tableName('site'));
const cacheTable = tableName('cache');

/** The messages members see (Cognito prefixes them with "PreSignUp failed with error "). */
export const SIGN_UP_CLOSED_MESSAGE = 'Sign-up is closed on this site.';
export const TERMS_REQUIRED_MESSAGE =
  'To sign up, agree to the terms of service and the privacy policy (termsVersion is required).';
export const TERMS_OUTDATED_MESSAGE =
  'The terms of service or the privacy policy changed while you were signing up. Please read them again and agree.';

/**
 * Cognito pre-sign-up trigger, for self sign-up (admin-created users, PreSignUp_AdminCreateUser, pass: they
 * are asked to agree on their first visit):
 * - while an admin has sign-up closed (site settings), sign-up is refused on the server, whatever the client
 *   shows;
 * - a sign-up must name the current version of the terms (docs/architecture.md, "Consent"): without it, or
 *   with another, it is refused, so an account made through the Cognito API without agreeing never exists.
 *   The agreement is kept with the server's time for the post-confirmation trigger.
 */
export const handler = middy(async (event: PreSignUpTriggerEvent) => {
  if (event.triggerSource === 'PreSignUp_SignUp') {
    const current = await settings.get();
    if (!current.members.signUpOpen) {
      logger.info('sign-up refused: closed', { userName: event.userName });
      throw new Error(SIGN_UP_CLOSED_MESSAGE);
    }
    const version = agreedVersionOf(event.request);
    if (version === null) {
      logger.info('sign-up refused: no agreement', { userName: event.userName });
      throw new Error(TERMS_REQUIRED_MESSAGE);
    }
    if (version !== current.termsVersion) {
      logger.info('sign-up refused: outdated terms', { userName: event.userName, version });
      throw new Error(TERMS_OUTDATED_MESSAGE);
    }
    await keepPendingAgreement(documents, cacheTable, event.userPoolId, event.userName, {
      version,
      agreedAt: systemClock(),
    });
  }
  return event;
}).use(logContext());
