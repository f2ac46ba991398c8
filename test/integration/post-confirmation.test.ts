import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { MemberRepository } from '../../lambda/members/member-repository';
import type { handler as triggerHandler } from '../../lambda/members/post-confirmation';
import { lambdaContext } from '../support/api-gateway-event';
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
  bindTableEnv('members', 'site');
  ({ handler } = await import('../../lambda/members/post-confirmation'));
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

  it('given the agreement time in the client metadata, then it is kept once; a made-up time is ignored', async () => {
    const agreedAt = new Date(Date.now() - 60_000).toISOString();
    const event = confirmation('pc-4444-dddd', 'Agreeing');
    event.request.clientMetadata = { termsAgreedAt: agreedAt };
    await handler(event, lambdaContext);
    await expect(repo().getProfile('pc-4444-dddd')).resolves.toMatchObject({ termsAgreedAt: agreedAt });

    const again = confirmation('pc-4444-dddd', 'Agreeing');
    again.request.clientMetadata = { termsAgreedAt: new Date().toISOString() };
    await handler(again, lambdaContext);
    await expect(repo().getProfile('pc-4444-dddd')).resolves.toMatchObject({ termsAgreedAt: agreedAt });

    const future = confirmation('pc-5555-eeee', 'Future');
    future.request.clientMetadata = { termsAgreedAt: '2999-01-01T00:00:00.000Z' };
    await handler(future, lambdaContext);
    expect(await repo().getProfile('pc-5555-eeee')).not.toHaveProperty('termsAgreedAt');
  });
});
