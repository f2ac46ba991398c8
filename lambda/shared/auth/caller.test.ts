import { apiGatewayEvent } from '../../../test/support/api-gateway-event';
import { callerFromEvent, parseGroupsClaim } from './caller';

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
