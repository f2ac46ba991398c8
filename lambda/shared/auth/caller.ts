import type { APIGatewayProxyEvent } from 'aws-lambda';
import { ForbiddenError, UnauthorizedError } from '../http/errors';

export const ADMIN_GROUP = 'Admin';

/** Who is calling, from the claims the Cognito authorizer verified. */
export interface Caller {
  readonly userId: string;
  readonly userName: string;
  readonly groups: readonly string[];
  readonly isAdmin: boolean;
  /** From the ID token; used to create a member profile on first use (lambda/members/member-gate.ts). */
  readonly email?: string;
  readonly name?: string;
  /**
   * When the session behind the token began (epoch seconds): the token's `auth_time`, else its `iat`. The
   * member gate refuses a token whose session began before the member last ended their sessions
   * (lambda/members/member-gate.ts); absent when the token carries neither (then it is refused there).
   */
  readonly authTime?: number;
}

/**
 * API Gateway (REST, Cognito authorizer) hands claims over as strings; array claims such as cognito:groups
 * arrive as "[a b]" or "a,b" depending on the integration. Group names never contain spaces or commas.
 */
export function parseGroupsClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string' && g !== '');
  if (typeof value !== 'string') return [];
  const inner = value.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner.split(/[\s,]+/).filter((g) => g !== '');
}

/**
 * The caller of a proxy event, or null when no verified identity is attached (public routes). Only ID tokens
 * are accepted: an access token carries no audience check in the Cognito authorizer and no profile claims.
 */
export function callerFromEvent(event: Pick<APIGatewayProxyEvent, 'requestContext'>): Caller | null {
  const claims = event.requestContext.authorizer?.claims as Record<string, unknown> | undefined;
  return claims ? callerFromClaims(claims) : null;
}

/** The caller described by verified ID-token claims (from the authorizer, or verified in the function). */
export function callerFromClaims(claims: Record<string, unknown>): Caller | null {
  const userId = claims.sub;
  if (typeof userId !== 'string' || userId === '') return null;
  if (claims.token_use !== undefined && claims.token_use !== 'id') return null;
  const userName = typeof claims['cognito:username'] === 'string' ? claims['cognito:username'] : userId;
  const groups = parseGroupsClaim(claims['cognito:groups']);
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const email = text(claims.email);
  const name = text(claims.name);
  const authTime = epochSecondsClaim(claims.auth_time) ?? epochSecondsClaim(claims.iat);
  return {
    userId,
    userName,
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    ...(authTime !== undefined ? { authTime } : {}),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const JAVA_UTC_DATE = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;

/**
 * A time claim in epoch seconds, in every form it reaches a function: a number (AppSync, tokens verified in
 * the function), a decimal string (API Gateway's Cognito authorizer turns `auth_time` into one) or Java's
 * `Date.toString()` in UTC, `"Tue Apr 04 18:39:39 UTC 2023"`, which that authorizer makes of `iat` and `exp`
 * (local/gateway/cognito-claims.ts). Anything else is undefined.
 */
export function epochSecondsClaim(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.floor(value) : undefined;
  if (typeof value !== 'string') return undefined;
  if (/^\d{1,12}$/.test(value)) return Number(value);
  const date = JAVA_UTC_DATE.exec(value);
  if (!date) return undefined;
  const [, month, day, hours, minutes, seconds, year] = date;
  const monthIndex = MONTHS.indexOf(month as string);
  if (monthIndex < 0) return undefined;
  return (
    Date.UTC(Number(year), monthIndex, Number(day), Number(hours), Number(minutes), Number(seconds)) / 1000
  );
}

/**
 * The verified caller of a member or admin route or field; 401 without one, 403 for a member where only
 * admins may. Shared by the REST and GraphQL routers.
 */
export function verifiedCaller(access: 'member' | 'admin', caller: Caller | null): Caller {
  if (!caller) throw new UnauthorizedError();
  if (access === 'admin' && !caller.isAdmin) throw new ForbiddenError('Only administrators can do this.');
  return caller;
}
