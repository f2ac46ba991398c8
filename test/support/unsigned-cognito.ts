/**
 * A call to a user pool endpoint as a web page or curl makes it: the service's JSON protocol, and no SigV4
 * signature unless `headers` carries one. The lockdown tests use it to try what an attacker could.
 */
export async function unsignedCognitoCall(
  endpoint: string,
  target: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}
