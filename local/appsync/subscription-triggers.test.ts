import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { loadAppSyncSchema } from '../../contracts/graphql/schema';
import { fromRepositoryRoot } from '../shared/repository-root';
import { subscriptionTriggers } from './subscription-triggers';

const builtins = readFileSync(fromRepositoryRoot('contracts', 'graphql', 'appsync-builtins.graphql'), 'utf8');

const schemaWith = (subscription: string) =>
  buildSchema(`${builtins}
    type Note { id: ID! }
    type Other { id: ID! }
    type Query { note: Note }
    type Mutation { addNote: Note! }
    type Subscription { ${subscription} }
  `);

describe('subscriptionTriggers', () => {
  it("maps each of schema.graphql's mutations to the subscriptions it publishes to", () => {
    const triggers = subscriptionTriggers(loadAppSyncSchema());
    expect(triggers.get('sendMessage')).toEqual(['onMessageSent', 'onMessageReceived']);
    expect(triggers.get('startConversation')).toEqual(['onConversationStarted']);
  });

  it('accepts a nullable subscription of a non-null mutation result of the same type', () => {
    expect(subscriptionTriggers(schemaWith('onNote: Note @aws_subscribe(mutations: ["addNote"])'))).toEqual(
      new Map([['addNote', ['onNote']]]),
    );
  });

  it("refuses, as AppSync does, a subscription whose type is not the mutation's return type", () => {
    expect(() =>
      subscriptionTriggers(schemaWith('onNote: Other @aws_subscribe(mutations: ["addNote"])')),
    ).toThrow('Subscription.onNote returns Other, but addNote returns Note: AppSync requires the same type');
  });

  it('refuses a subscription to a field that is not a mutation', () => {
    expect(() =>
      subscriptionTriggers(schemaWith('onNote: Note @aws_subscribe(mutations: ["note"])')),
    ).toThrow('Subscription.onNote subscribes to note, which is not a mutation');
  });
});
