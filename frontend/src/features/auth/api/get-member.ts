import { memberSummarySchema, type MemberSummary } from '@contracts/member';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { restRequest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/** Cache key of a member lookup: per user id, so lookups are cached and concurrent ones shared. */
export function memberQueryKey(userId: string) {
  return ['member', userId] as const;
}

export interface GetMemberRequest {
  /** Cognito `sub` of the member. */
  readonly userId: string;
  /** The session's ID token, which Amplify has just handed the session's lookup. */
  readonly idToken: string;
  readonly signal?: AbortSignal;
}

/** GET /member/{userId}?userPoolId=…: the member's userName, nickName and userGroups. */
export async function getMember(config: RuntimeConfig, request: GetMemberRequest): Promise<MemberSummary> {
  const body = await restRequest(config, 'member', {
    path: apiPath`/member/${request.userId}`,
    query: { userPoolId: config.auth.userPoolId },
    idToken: request.idToken,
    signal: request.signal,
  });
  return memberSummarySchema.parse(body);
}
