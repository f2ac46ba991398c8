import type { MemberSummary } from '@contracts/member';
import { json, type FakeAnswer, type FakeHandler } from './fake-fetch';
import { testConfig } from './test-config';

/** Answers the GraphQL endpoint (any query) with the given answer. */
export function graphqlAnswer(answer: FakeAnswer): FakeHandler {
  return (request) => (request.url.href === testConfig.graphql.endpoint ? answer : undefined);
}

/** A menuTree answer with the given top-level entries. */
export function menuTreeAnswer(menuTree: readonly unknown[]): FakeHandler {
  return graphqlAnswer(json({ data: { menuTree } }));
}

/** Answers GET {rest.member}/member/{userId} with the given member, or the given status. */
export function memberAnswer(userId: string, member: MemberSummary | number): FakeHandler {
  const path = `${new URL(testConfig.rest.member).pathname}/member/${userId}`;
  return (request) => {
    if (request.url.origin !== new URL(testConfig.rest.member).origin || request.url.pathname !== path)
      return undefined;
    return typeof member === 'number' ? json({ message: 'failed' }, member) : json(member);
  };
}
