import { userPoolClient } from '../members/user-pool-client';
import { handlerEnv } from '../../contracts/registry';
import { getMemberPathSchema } from '../../contracts/member';
import {
  searchMembersQuerySchema,
  setGroupsBodySchema,
  setStatusBodySchema,
} from '../../contracts/member-admin';
import { groupMembersQuerySchema, groupPathSchema } from '../../contracts/member-group';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { createRestHandler } from '../shared/http/rest-handler';
import { parseInput } from '../shared/http/validate';
import { requireEnv, tableName } from '../shared/runtime/env';
import { accountCloser } from '../members/account-service';
import { GroupDirectory } from '../members/group-directory';
import { MemberRepository } from '../members/member-repository';
import { MemberAdminService } from '../members/member-admin-service';
import { SessionGate } from '../members/session-gate';
import { UserPoolAdmin } from '../members/user-pool-admin';

const members = new MemberRepository(createDocumentClient(), tableName('members'));
const userPoolId = requireEnv(handlerEnv.userPoolId);
const gate = new SessionGate(members);
const admin = new MemberAdminService(
  members,
  new UserPoolAdmin(userPoolClient(), userPoolId),
  undefined,
  accountCloser(members),
);
const groupDirectory = new GroupDirectory(userPoolClient(), userPoolId);

/**
 * The admin routes of REST API "member" (routes in contracts/registry.ts; the members' own are
 * lambda/apis/member-api.ts), a function of their own so neither bundle carries the other's code, nor the
 * other's Cognito permissions (docs/performance.md, "Lambda bundles"). The router has verified `caller`.
 */
export const handler = createRestHandler(
  'member-admin-api',
  {
    admin: {
      'GET /admin/members': async ({ query }) => {
        const { by, q, limit, nextToken } = parseInput(searchMembersQuerySchema, query, 'query');
        return { body: await admin.search(by, q, limit ?? 50, nextToken) };
      },
      'PUT /admin/members/{userId}/groups': async ({ pathParameters, body, caller }) => {
        const { userId } = parseInput(getMemberPathSchema, pathParameters, 'path');
        const { groups } = parseInput(setGroupsBodySchema, body, 'body');
        return { body: await admin.setGroups(caller, userId, groups) };
      },
      'GET /admin/groups': async () => ({ body: await groupDirectory.groups() }),
      'GET /admin/groups/{groupName}/members': async ({ pathParameters, query }) => {
        const { groupName } = parseInput(groupPathSchema, pathParameters, 'path');
        const { limit, nextToken } = parseInput(groupMembersQuerySchema, query, 'query');
        return { body: await groupDirectory.members(groupName, limit ?? 60, nextToken) };
      },
      'PUT /admin/members/{userId}/status': async ({ pathParameters, body, caller }) => {
        const { userId } = parseInput(getMemberPathSchema, pathParameters, 'path');
        const { enabled } = parseInput(setStatusBodySchema, body, 'body');
        return { body: await admin.setEnabled(caller, userId, enabled) };
      },
    },
  },
  // Every request: an ended session or a closed account is refused (lambda/members/session-gate.ts). Admin
  // routes are not held by the terms' version (lambda/members/write-checks.ts), so no write check runs here.
  {
    beforeRequest: async (caller, route) => {
      await gate.admit(caller, { write: route.method !== 'GET' });
    },
  },
);
