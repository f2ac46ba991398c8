import { getMemberPathSchema, getMemberQuerySchema, updateMemberBodySchema } from '../../contracts/member';
import type { Caller } from '../shared/auth/caller';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { createRestHandler } from '../shared/http/rest-handler';
import { parseInput } from '../shared/http/validate';
import { requireEnv } from '../shared/runtime/env';
import { MemberRepository } from './member-repository';
import { MemberService } from './member-service';

const service = new MemberService(
  new MemberRepository(createDocumentClient(), requireEnv('MEMBERS_TABLE')),
  requireEnv('USER_POOL_ID'),
);

/** REST API "member" (routes in contracts/registry.ts). The router has verified `caller` on these routes. */
export const handler = createRestHandler('member-api', {
  'GET /member/{userId}': async ({ pathParameters, query, caller }) => {
    const { userId } = parseInput(getMemberPathSchema, pathParameters, 'path');
    const { userPoolId } = parseInput(getMemberQuerySchema, query, 'query');
    return { body: await service.getSummary(caller as Caller, userId, userPoolId) };
  },
  'PUT /member/{userId}': async ({ pathParameters, body, caller }) => {
    const { userId } = parseInput(getMemberPathSchema, pathParameters, 'path');
    const changes = parseInput(updateMemberBodySchema, body, 'body');
    return { body: await service.updateProfile(caller as Caller, userId, changes) };
  },
});
