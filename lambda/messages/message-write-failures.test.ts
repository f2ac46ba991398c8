import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Caller } from '../shared/auth/caller';
import { cancelled, describeWriteFailures, mockedDynamo } from '../../test/support/dynamo-failures';
import { MessageRepository } from './message-repository';
import { MessageService } from './message-service';

/**
 * The Message Box's writes (startConversation, sendMessage: one transaction each) against DynamoDB's real
 * failure answers: a conflict is retried, then ServiceUnavailable (503), never NotFound.
 */
const { ddb, client } = mockedDynamo();
const messages = new MessageService(new MessageRepository(client, 'messages'), {
  displayNameOf: async (userId) => (userId === 'nobody' ? null : userId),
});
const kim: Caller = { userId: 'kim', userName: 'kim', groups: [], isAdmin: false };
const conversation = {
  pk: 'CONV#c1',
  sk: 'META',
  id: 'c1',
  name: 'kim, lee',
  metadata: null,
  participants: [
    { userId: 'kim', nickName: 'kim' },
    { userId: 'lee', nickName: 'lee' },
  ],
  participantIds: ['kim', 'lee'],
  lastMessage: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  ddb.reset();
  ddb
    .on(GetCommand)
    .callsFake((input: { Key: { pk: string } }) =>
      input.Key.pk === 'CONV#c1' ? { Item: conversation } : {},
    );
});

describeWriteFailures(ddb, {
  'start a conversation': {
    run: () => messages.start(kim, { withUserId: 'lee', content: 'Hello' }),
    // The pair's item exists (the other member started one at that moment) but is not readable yet.
    failure: {
      error: () => cancelled('ConditionalCheckFailed', 'None', 'None', 'None', 'None'),
      status: 409,
    },
  },
  'send a message': {
    run: () => messages.send(kim, 'c1', 'Hello'),
    // The sender no longer takes part: the conversation's condition failed.
    failure: { error: () => cancelled('None', 'ConditionalCheckFailed', 'None', 'None'), status: 404 },
  },
});
