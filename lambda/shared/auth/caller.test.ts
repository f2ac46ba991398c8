import { apiGatewayEvent } from '../../../test/support/api-gateway-event';
import { callerFromClaims, callerFromEvent, epochSecondsClaim, parseGroupsClaim } from './caller';

describe('parseGroupsClaim', () => {
  it.each([
    ['[Admin Editor]', ['Admin', 'Editor']],
    ['Admin,Editor', ['Admin', 'Editor']],
    ['[Admin, Editor]', ['Admin', 'Editor']],
    ['Admin', ['Admin']],
    ['', []],
    [undefined, []],
    [['Admin', 5, ''], ['Admin']],
  ])('reads %p as %p', (claim, groups) => {
    expect(parseGroupsClaim(claim)).toEqual(groups);
  });
});

describe('callerFromEvent', () => {
  it('reads the verified ID token claims', () => {
    const event = apiGatewayEvent('GET', '/member/{userId}', {
      caller: { sub: 'u1', username: 'kim', groups: ['Admin'] },
    });
    expect(callerFromEvent(event)).toEqual({
      userId: 'u1',
      userName: 'kim',
      groups: ['Admin'],
      isAdmin: true,
    });
  });

  it('gives no caller without authorizer claims', () => {
    expect(callerFromEvent(apiGatewayEvent('GET', '/boards'))).toBeNull();
  });

  it('refuses access tokens, which carry no audience check and no profile claims', () => {
    const event = apiGatewayEvent('GET', '/member/{userId}', { caller: { sub: 'u1', tokenUse: 'access' } });
    expect(callerFromEvent(event)).toBeNull();
  });

  it('is not an admin without the Admin group', () => {
    const event = apiGatewayEvent('GET', '/member/{userId}', {
      caller: { sub: 'u1', groups: ['Editor', 'admin'] },
    });
    expect(callerFromEvent(event)?.isAdmin).toBe(false);
  });
});

describe('the time a token’s session began (authTime), as each runtime hands it over', () => {
  it('reads auth_time before iat, as a number, a decimal string or Java’s UTC date', () => {
    expect(callerFromClaims({ sub: 'u', auth_time: 1680629979, iat: 5 })?.authTime).toBe(1680629979);
    // API Gateway's Cognito authorizer: auth_time a decimal string, iat a Date.toString() in UTC.
    expect(callerFromClaims({ sub: 'u', auth_time: '1680629979' })?.authTime).toBe(1680629979);
    expect(callerFromClaims({ sub: 'u', iat: 'Tue Apr 04 18:39:39 UTC 2023' })?.authTime).toBe(1680633579);
    expect(epochSecondsClaim('Sat Feb 29 00:00:00 UTC 2020')).toBe(Date.UTC(2020, 1, 29) / 1000);
  });

  it('leaves it out when no claim holds a time, so the member gate can refuse the token', () => {
    expect(callerFromClaims({ sub: 'u' })).not.toHaveProperty('authTime');
    expect(callerFromClaims({ sub: 'u', auth_time: 'yesterday', iat: 'Foo Bar 99' })).not.toHaveProperty(
      'authTime',
    );
    expect(epochSecondsClaim('Tue Xyz 04 18:39:39 UTC 2023')).toBeUndefined();
  });
});
