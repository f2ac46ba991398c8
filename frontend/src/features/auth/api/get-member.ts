import { memberSummarySchema, type MemberSummary } from '@contracts/member';
import { restGet } from '@/lib/rest-client';
import { apiPath } from '@/lib/api-paths';

/** Cache key of a member lookup: per user id, so lookups are cached and concurrent ones shared. */
export function memberQueryKey(userId: string) {
  return ['member', userId] as const;
}

export interface GetMemberRequest {
  /** Base URL of the 'member' REST API (RuntimeConfig.rest.member). */
  readonly baseUrl: string;
  readonly userPoolId: string;
  /** Cognito `sub` of the member. */
  readonly userId: string;
  readonly idToken: string;
  readonly signal?: AbortSignal;
}

/** GET /member/{userId}?userPoolId=…: the member's userName, nickName and userGroups. */
export async function getMember(request: GetMemberRequest): Promise<MemberSummary> {
  const body = await restGet({
    baseUrl: request.baseUrl,
    path: apiPath`/member/${request.userId}`,
    query: { userPoolId: request.userPoolId },
    idToken: request.idToken,
    signal: request.signal,
  });
  return memberSummarySchema.parse(body);
}
