import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { MemberRepository } from '../../lambda/members/member-repository';
import type { handler as triggerHandler } from '../../lambda/apis/post-confirmation';
import { lambdaContext } from '../support/api-gateway-event';
import { keepPendingAgreement } from '../../lambda/members/terms-agreement';
import { bindTableEnv, documentClient } from '../support/dynamodb';

let handler: typeof triggerHandler;
const repo = () => new MemberRepository(documentClient(), 'members');

function confirmation(
  sub: string,
  name: string,
  triggerSource = 'PostConfirmation_ConfirmSignUp',
): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'ap-northeast-2',
    userPoolId: 'ap-northeast-2_LocalPool',
    userName: `user-${sub}`,
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes: { sub, email: `${sub}@example.com`, name, 'cognito:user_status': 'CONFIRMED' },
    },
    response: {},
  } as PostConfirmationTriggerEvent;
}

beforeAll(async () => {
  bindTableEnv('members', 'site', 'cache');
  ({ handler } = await import('../../lambda/apis/post-confirmation'));
});

describe('post-confirmation trigger against DynamoDB Local', () => {
  it('given a confirmed sign-up, then a profile with nickname = name; run twice, nothing changes', async () => {
    const event = confirmation('pc-1111-aaaa', '이서연');
    await expect(handler(event, lambdaContext)).resolves.toEqual(event);
    const first = await repo().getProfile('pc-1111-aaaa');
    expect(first).toMatchObject({
      userName: 'user-pc-1111-aaaa',
      email: 'pc-1111-aaaa@example.com',
      name: '이서연',
      nickName: '이서연',
      userGroups: [],
    });
    await handler(confirmation('pc-1111-aaaa', 'Renamed'), lambdaContext);
    await expect(repo().getProfile('pc-1111-aaaa')).resolves.toEqual(first);
  });

  it('given a second member with the same name, then they get a suffixed nickname', async () => {
    await handler(confirmation('pc-2222-bbbb', '이서연'), lambdaContext);
    await expect(repo().getProfile('pc-2222-bbbb')).resolves.toMatchObject({ nickName: '이서연pc22' });
  });

  it('given a password-reset confirmation, then no profile is created', async () => {
    await handler(
      confirmation('pc-3333-cccc', 'Nobody', 'PostConfirmation_ConfirmForgotPassword'),
      lambdaContext,
    );
    await expect(repo().getProfile('pc-3333-cccc')).resolves.toBeNull();
  });

  it("given the agreement the pre-sign-up trigger kept, then its version and the server's time; a claimed time is ignored", async () => {
    const agreedAt = new Date(Date.now() - 60_000).toISOString();
    await keepPendingAgreement(documentClient(), 'cache', 'ap-northeast-2_LocalPool', 'USER-pc-4444-dddd', {
      version: 3,
      agreedAt,
    });
    const event = confirmation('pc-4444-dddd', 'Agreeing');
    event.request.clientMetadata = { termsAgreedAt: '2020-01-01T00:00:00.000Z', termsVersion: '9' };
    await handler(event, lambdaContext);
    await expect(repo().getProfile('pc-4444-dddd')).resolves.toMatchObject({
      termsVersion: 3,
      termsAgreedAt: agreedAt,
    });

    // No agreement kept (a sign-up confirmed after 30 days): none recorded, whatever the client claims.
    const claimed = confirmation('pc-5555-eeee', 'Claimer');
    claimed.request.clientMetadata = { termsAgreedAt: new Date().toISOString(), termsVersion: '1' };
    await handler(claimed, lambdaContext);
    const profile = await repo().getProfile('pc-5555-eeee');
    expect(profile).not.toHaveProperty('termsAgreedAt');
    expect(profile).not.toHaveProperty('termsVersion');
  });
});
