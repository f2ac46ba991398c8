import { graphqlRequest } from './graphql-client';
import { HttpError } from './http-error';
import { onSessionEnded } from './session-ended';
import { ACCOUNT_CLOSED_MESSAGE, SESSION_ENDED_MESSAGE } from '@contracts/session-messages';
import { installFakeFetch, json, networkError, type FakeAnswer } from '@/testing/fake-fetch';

const endpoint = 'https://graphql.test/graphql';

function serve(answer: FakeAnswer) {
  return installFakeFetch((request) => (request.url.href === endpoint ? answer : undefined));
}

describe('graphqlRequest', () => {
  it('POSTs the query and variables with the API key, and answers data', async () => {
    const fetchMock = serve(json({ data: { menuTree: [] } }));
    const answer = await graphqlRequest({
      endpoint,
      auth: { apiKey: 'key-1' },
      query: 'query Q($id: ID) { x(id: $id) }',
      variables: { id: '1' },
    });
    expect(answer).toEqual({ data: { menuTree: [] }, errors: [] });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-api-key')).toBe('key-1');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      query: 'query Q($id: ID) { x(id: $id) }',
      variables: { id: '1' },
    });
  });

  it('sends a user-pool ID token raw in Authorization', async () => {
    const fetchMock = serve(json({ data: {} }));
    await graphqlRequest({ endpoint, auth: { idToken: 'raw.jwt' }, query: '{ x }' });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('raw.jwt');
    expect(headers.has('x-api-key')).toBe(false);
  });

  it('returns GraphQL errors instead of throwing, also on HTTP 401 from AppSync', async () => {
    serve(json({ errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized' }] }, 401));
    const answer = await graphqlRequest({ endpoint, auth: { apiKey: 'bad' }, query: '{ x }' });
    expect(answer).toEqual({
      data: null,
      errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized' }],
    });
  });

  it.each([
    ['an ended session', SESSION_ENDED_MESSAGE],
    ['a closed account', ACCOUNT_CLOSED_MESSAGE],
  ])('reports %s to the session, which signs the member out', async (_case, message) => {
    const ended = jest.fn();
    const stop = onSessionEnded(ended);
    serve(json({ data: null, errors: [{ errorType: 'Unauthorized', message }] }));
    await graphqlRequest({ endpoint, auth: { idToken: 'raw.jwt' }, query: '{ x }' });
    stop();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps the member signed in on a refused permission, and never reports a request without a token', async () => {
    const ended = jest.fn();
    const stop = onSessionEnded(ended);
    serve(
      json({
        data: null,
        errors: [{ errorType: 'Unauthorized', message: 'Only participants may read this.' }],
      }),
    );
    await graphqlRequest({ endpoint, auth: { idToken: 'raw.jwt' }, query: '{ x }' });
    serve(json({ data: null, errors: [{ errorType: 'Unauthorized', message: SESSION_ENDED_MESSAGE }] }));
    await graphqlRequest({ endpoint, auth: { apiKey: 'k' }, query: '{ x }' });
    stop();
    expect(ended).not.toHaveBeenCalled();
  });

  it.each([
    ['a network failure', networkError(), undefined, true],
    ['HTTP 503 without errors', json({}, 503), 503, true],
    ['HTTP 400 without errors', json({}, 400), 400, false],
    ['a non-JSON answer', json('<html>', 502), 502, true],
  ])('throws a retry-aware HttpError on %s', async (_case, answer, status, retryable) => {
    serve(answer);
    const failure = graphqlRequest({ endpoint, auth: { apiKey: 'k' }, query: '{ x }' });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status, retryable });
  });
});
