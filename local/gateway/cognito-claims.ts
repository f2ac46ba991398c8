/**
 * The claims of a verified ID token as a REST API Cognito user-pool authorizer hands them to the integration
 * (`requestContext.authorizer.claims`): every value is a string.
 *
 * Observed in deployed events (re:Post "AWS Cognito Group", 2023, and the API Gateway developer guide issue
 * #158 "The token payload is modified before being passed to …claims"):
 * - numbers become decimal strings (`auth_time: "1680629979"`), booleans `"true"` / `"false"`;
 * - `exp` and `iat` become dates in Java's `Date.toString()` form, in UTC: `"Tue Apr 04 18:39:39 UTC 2023"`;
 * - `cognito:groups` with one group is the bare name (`"team_manager"`), several are joined with commas
 *   (`"a,b"`). The bracketed `"[a b]"` form belongs to HTTP APIs' JWT authorizer, not to REST APIs.
 *   lambda/shared/auth/caller.ts accepts both forms.
 * Objects (e.g. `identities` of federated users) are not covered by those reports; they are JSON-encoded here.
 */
export function stringifyClaims(payload: Readonly<Record<string, unknown>>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    claims[name] =
      (name === 'exp' || name === 'iat') && typeof value === 'number'
        ? javaUtcDate(value)
        : stringifyClaim(value);
  }
  return claims;
}

function stringifyClaim(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map((item) => String(item)).join(',');
  }
  return JSON.stringify(value);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Epoch seconds → `Tue Apr 04 18:39:39 UTC 2023` (Java's `Date.toString()` with a UTC default zone). */
export function javaUtcDate(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return [
    DAYS[date.getUTCDay()],
    MONTHS[date.getUTCMonth()],
    two(date.getUTCDate()),
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`,
    'UTC',
    date.getUTCFullYear(),
  ].join(' ');
}
