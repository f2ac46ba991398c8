import { userPoolClient } from '../members/user-pool-client';
import { handlerEnv } from '../../contracts/registry';
import {
  findMembersQuerySchema,
  getMemberPathSchema,
  getMemberQuerySchema,
  signOutEverywhereBodySchema,
  updateMemberBodySchema,
  withdrawBodySchema,
} from '../../contracts/member';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { createRestHandler } from '../shared/http/rest-handler';
import { parseInput } from '../shared/http/validate';
import { requireEnv, tableName } from '../shared/runtime/env';
import { AccountPool } from '../members/account-pool';
import { AccountService, accountCloser } from '../members/account-service';
import { MemberGate } from '../members/member-gate';
import { MemberRepository } from '../members/member-repository';
import { MemberService } from '../members/member-service';
import { UserPoolDirectory } from '../members/user-pool-directory';
import { ReservedNickNames } from '../members/reserved-nicknames';
import { TermsAgreements } from '../members/terms-agreement';
import { writeChecks } from '../members/write-checks';
import { termsAgreementBodySchema } from '../../contracts/terms';
import { SettingsCache } from '../site-settings/settings-cache';

const documents = createDocumentClient();
const members = new MemberRepository(documents, tableName('members'));
const userPoolId = requireEnv(handlerEnv.userPoolId);
const directory = new UserPoolDirectory(userPoolClient(), userPoolId);
const closeAccount = accountCloser(members);
// The site settings the member function checks (the terms' version, the site's reserved nickname words).
const settings = new SettingsCache(documents, tableName('site'));
const reserved = new ReservedNickNames(settings);
const gate = new MemberGate(members, undefined, (sub) => directory.userBySub(sub), closeAccount, reserved);
const service = new MemberService(members, userPoolId, undefined, gate, reserved);
const terms = new TermsAgreements(
  documents,
  tableName('members'),
  gate,
  async () => (await settings.fresh()).termsVersion,
);
const account = new AccountService(
  members,
  // Read when first needed: only checking a password again uses the web client's id.
  AccountPool.create(userPoolId, () => requireEnv(handlerEnv.userPoolClientId)),
  directory,
  gate,
);

/**
 * REST API "member" (routes in contracts/registry.ts): the members' own; the admin routes are a function of
 * their own (lambda/apis/member-admin-api.ts). The router has verified `caller` on these routes.
 */
export const handler = createRestHandler(
  'member-api',
  {
    member: {
      'GET /member/{userId}': async ({ pathParameters, query, caller }) => {
        const { userId } = parseInput(getMemberPathSchema, pathParameters, 'path');
        const { userPoolId } = parseInput(getMemberQuerySchema, query, 'query');
        return { body: await service.getSummary(caller, userId, userPoolId) };
      },
      'PUT /member/{userId}': async ({ pathParameters, body, caller }) => {
        const { userId } = parseInput(getMemberPathSchema, pathParameters, 'path');
        const changes = parseInput(updateMemberBodySchema, body, 'body');
        return { body: await service.updateProfile(caller, userId, changes) };
      },
      'GET /me/profile': async ({ caller }) => ({
        // This instance's copy of the settings: no read added (the agreement itself reads them fresh).
        body: await account.profile(caller, (await settings.get()).termsVersion),
      }),
      'GET /members': async ({ query }) => {
        const { nickName } = parseInput(findMembersQuerySchema, query, 'query');
        return { body: await account.findByNickName(nickName) };
      },
      'POST /me/terms-agreement': async ({ body, caller }) => {
        const { version } = parseInput(termsAgreementBodySchema, body, 'body');
        return { body: await terms.agree(caller, version) };
      },
      'POST /me/withdraw': async ({ body, caller }) => {
        const { password } = parseInput(withdrawBodySchema, body, 'body');
        await account.withdraw(caller, password);
        return { body: { withdrawn: true } };
      },
      'POST /me/sign-out-everywhere': async ({ body, caller }) => {
        const { password } = parseInput(signOutEverywhereBodySchema, body, 'body');
        return { body: await account.endSessions(caller, password) };
      },
    },
  },
  {
    // Leaving the site is admitted even after the member's sessions ended or their tombstone was written: the
    // password it asks for proves who calls, and a withdrawal that failed half-way must be able to finish.
    beforeRequest: async (caller, route) => {
      if (route.path !== '/me/withdraw') await gate.admit(caller, { write: route.method !== 'GET' });
    },
    beforeWrite: writeChecks(gate, settings),
  },
);
