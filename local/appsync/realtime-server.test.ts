import { RealtimeClient } from '../../test/support/realtime-client';
import { post, startFixtureApi, type FixtureApi } from '../../test/support/fixture-graphql-api';

let api: FixtureApi;
let key: Record<string, string>;
const clients: RealtimeClient[] = [];

async function connected(headers: Record<string, string>): Promise<RealtimeClient> {
  const client = await RealtimeClient.connect(api.server.realtimeUrl, headers);
  clients.push(client);
  client.send({ type: 'connection_init' });
  await client.next('connection_ack');
  return client;
}

const addNote = (board: string, text: string) =>
  post(
    api.server.url,
    key,
    'mutation ($b: String!, $t: String!) { addNote(board: $b, text: $t) { id board text } }',
    {
      b: board,
      t: text,
    },
  );

beforeAll(async () => {
  api = await startFixtureApi({ keepAliveIntervalMs: 40 });
  key = { 'x-api-key': api.apiKey };
});

afterEach(() => {
  clients.splice(0).forEach((client) => client.close());
});

afterAll(async () => {
  await api.server.close();
});

describe('local realtime endpoint (AppSync WebSocket protocol)', () => {
  it('acknowledges connection_init with connectionTimeoutMs and sends keep-alives', async () => {
    const client = await RealtimeClient.connect(api.server.realtimeUrl, key);
    clients.push(client);
    expect(client.socket.protocol).toBe('graphql-ws');
    client.send({ type: 'connection_init' });
    await expect(client.next('connection_ack')).resolves.toEqual({
      type: 'connection_ack',
      payload: { connectionTimeoutMs: 300000 },
    });
    await expect(client.next('ka')).resolves.toEqual({ type: 'ka' });
    await expect(client.next('ka')).resolves.toEqual({ type: 'ka' });
  });

  it.each([
    ['no credentials', {}, 'Valid authorization header not provided.'],
    ['a wrong API key', { 'x-api-key': 'da2-wrong' }, 'You are not authorized to make this call.'],
  ])('given %s in the header, answers connection_error 401 and closes', async (_case, headers, message) => {
    const client = await RealtimeClient.connect(api.server.realtimeUrl, headers);
    clients.push(client);
    client.send({ type: 'connection_init' });
    await expect(client.next('connection_error')).resolves.toEqual({
      type: 'connection_error',
      payload: { errors: [{ errorType: 'UnauthorizedException', message, errorCode: 401 }] },
    });
    await new Promise((resolve) => client.socket.once('close', resolve));
  });

  it('refuses a client that does not speak graphql-ws', async () => {
    const client = await RealtimeClient.connect(api.server.realtimeUrl, key, []);
    clients.push(client);
    await expect(client.next('connection_error')).resolves.toMatchObject({
      payload: { errors: [{ message: 'SubProtocolNotSupportedError', errorCode: 400 }] },
    });
  });

  it('delivers a mutation to its subscriber, shaped by the subscription and filtered by its arguments', async () => {
    const client = await connected(key);
    const query = 'subscription ($board: String) { onAddNote(board: $board) { id text note: board at } }';
    client.start('general', query, key, { board: 'general' });
    client.start('other', query, key, { board: 'other' });
    client.start('all', 'subscription { onAddNote { id } }', key);
    for (const id of ['general', 'other', 'all']) await client.next('start_ack', id);

    const mutation = await addNote('general', 'hi');
    const first = (mutation.body.data?.addNote as { id: string }).id;
    expect(mutation.body).toEqual({ data: { addNote: { id: first, board: 'general', text: 'hi' } } });

    // at: selected by the subscriber but not by the mutation, so null (AppSync publishes the response).
    await expect(client.next('data', 'general')).resolves.toEqual({
      type: 'data',
      id: 'general',
      payload: { data: { onAddNote: { id: first, text: 'hi', note: 'general', at: null } } },
    });
    await expect(client.next('data', 'all')).resolves.toMatchObject({
      payload: { data: { onAddNote: { id: first } } },
    });

    const second = await addNote('other', 'there');
    await expect(client.next('data', 'other')).resolves.toMatchObject({
      payload: {
        data: { onAddNote: { id: (second.body.data?.addNote as { id: string }).id, text: 'there' } },
      },
    });
    await client.next('data', 'all');
    // The argument filter kept the first note away from "other" and the second away from "general".
    expect(client.pending('general')).toEqual([]);
    expect(client.pending('other')).toEqual([]);
  });

  it("shapes deliveries from the mutation's result without running resolvers again", async () => {
    const client = await connected(key);
    client.start('shout', 'subscription { onAddNote { id shout } }', key);
    await client.next('start_ack', 'shout');
    const shouts = () => api.events.filter((e) => e.info.fieldName === 'shout').length;
    const before = shouts();
    const mutation = await post(
      api.server.url,
      key,
      'mutation { addNote(board: "b", text: "quiet") { id shout } }',
    );
    const id = (mutation.body.data?.addNote as { id: string }).id;
    await expect(client.next('data', 'shout')).resolves.toMatchObject({
      payload: { data: { onAddNote: { id, shout: 'QUIET' } } },
    });
    expect(shouts()).toBe(before + 1);
  });

  it('stops a subscription: complete, then nothing more for it', async () => {
    const client = await connected(key);
    client.start('a', 'subscription { onAddNote { id } }', key);
    client.start('b', 'subscription { onAddNote { id } }', key);
    await client.next('start_ack', 'a');
    await client.next('start_ack', 'b');
    client.send({ type: 'stop', id: 'a' });
    await expect(client.next('complete', 'a')).resolves.toEqual({ type: 'complete', id: 'a' });
    await addNote('general', 'after stop');
    await client.next('data', 'b');
    expect(client.pending('a')).toEqual([]);
  });

  it('authorizes each start by its own credentials and the field directives', async () => {
    const client = await connected(key);
    client.start('admins-by-key', 'subscription { onAddNoteForAdmins { id } }', key);
    await expect(client.next('error', 'admins-by-key')).resolves.toEqual({
      type: 'error',
      id: 'admins-by-key',
      payload: {
        errors: [
          {
            errorType: 'Unauthorized',
            message: 'Not Authorized to access onAddNoteForAdmins on type Subscription',
          },
        ],
      },
    });

    client.start('member', 'subscription { onAddNoteForAdmins { id } }', {
      Authorization: api.idToken('m1'),
    });
    await expect(client.next('error', 'member')).resolves.toMatchObject({
      payload: { errors: [{ errorType: 'Unauthorized' }] },
    });

    client.start('forged', 'subscription { onAddNote { id } }', { Authorization: `${api.idToken('m1')}x` });
    await expect(client.next('error', 'forged')).resolves.toMatchObject({
      payload: { errors: [{ errorType: 'UnauthorizedException', errorCode: 401 }] },
    });

    client.start('admin', 'subscription { onAddNoteForAdmins { id secret } }', {
      Authorization: api.idToken('a1', ['Admin']),
    });
    await client.next('start_ack', 'admin');
    await addNote('general', 'for admins');
    // The admin's token also admits the user-pool-only field that an API-key subscriber would get as null.
    await expect(client.next('data', 'admin')).resolves.toMatchObject({
      payload: { data: { onAddNoteForAdmins: { secret: null } } },
    });
  });

  it('refuses starts that are not subscriptions, do not validate or reuse an id', async () => {
    const client = await connected(key);
    client.start('query', '{ hello }', key);
    await expect(client.next('error', 'query')).resolves.toMatchObject({
      payload: {
        errors: [
          { errorType: 'UnsupportedOperation', message: 'query not supported through the realtime channel' },
        ],
      },
    });
    client.start('invalid', 'subscription { onAddNote { nope } }', key);
    await expect(client.next('error', 'invalid')).resolves.toMatchObject({
      payload: { errors: [{ message: expect.stringContaining('Cannot query field "nope"') }] },
    });
    client.start('twice', 'subscription { onAddNote { id } }', key);
    await client.next('start_ack', 'twice');
    client.start('twice', 'subscription { onAddNote { id } }', key);
    await expect(client.next('error', 'twice')).resolves.toMatchObject({
      payload: { errors: [{ errorType: 'DuplicatedOperationError' }] },
    });
  });
});
