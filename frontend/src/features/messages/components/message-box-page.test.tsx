import { act, screen, waitFor, within } from '@testing-library/react';
import { fetchAuthSession } from 'aws-amplify/auth';
import { resetMemberRealtime } from '@/lib/member-realtime';
import { SessionContext } from '@/lib/session-context';
import { memberSession } from '@/testing/amplify-session';
import { FakeRealtimeSocket, realtimeTestConfig } from '@/testing/fake-realtime-socket';
import { installFakeFetch, json, type FakeRequest } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { minji, testSession } from '@/testing/test-session';
import { MessageBoxPage } from './message-box-page';

jest.mock('aws-amplify/auth');

const config = realtimeTestConfig;
const session = testSession(minji);
const message = (id: string, content: string, senderId = 'you') => ({
  id,
  conversationId: 'c1',
  role: 'member',
  senderId,
  senderNickName: senderId === 'me' ? 'Minji' : 'Jisoo',
  recipientId: senderId === 'me' ? 'you' : 'me',
  content,
  createdAt: `2026-01-01T00:00:0${id.slice(-1)}.000Z`,
});

let stored: ReturnType<typeof message>[];
let listCalls = 0;
let readCalls = 0;

function serveGraphql(request: FakeRequest) {
  if (request.url.hostname !== 'graphql.test') return undefined;
  const query = String((request.body as { query: string }).query);
  if (query.includes('getConversation')) {
    return json({
      data: {
        getConversation: {
          id: 'c1',
          name: 'Minji, Jisoo',
          participants: [
            { userId: 'me', nickName: 'Minji' },
            { userId: 'you', nickName: 'Jisoo' },
          ],
          lastMessage: null,
          unreadCount: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
  }
  if (query.includes('listMessages')) {
    listCalls += 1;
    return json({ data: { listMessages: { items: [...stored].reverse(), nextToken: null } } });
  }
  if (query.includes('markConversationRead')) {
    readCalls += 1;
    return json({ data: { markConversationRead: 0 } });
  }
  return undefined;
}

beforeEach(() => {
  stored = [message('m1', 'Hello Minji')];
  listCalls = 0;
  readCalls = 0;
  resetMemberRealtime();
  jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('me'));
  FakeRealtimeSocket.install({ acknowledging: true });
  installFakeFetch(serveGraphql);
});

afterEach(() => jest.useRealTimers());

function renderConversation() {
  return renderWithProviders(
    <SessionContext.Provider value={session}>
      <MessageBoxPage conversationId="c1" />
    </SessionContext.Provider>,
    { path: '/member/messages/c1', config },
  );
}

async function connected() {
  await waitFor(() => expect(FakeRealtimeSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeRealtimeSocket.latest();
  act(() => socket.open());
  await waitFor(() => socket.subscriptionOn('onMessageSent'));
  return socket;
}

it('shows a message that arrives live, with the member token on the socket', async () => {
  renderConversation();
  const list = await screen.findByRole('list', { name: 'Messages' });
  expect(within(list).getByText('Hello Minji')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Messages with Jisoo' })).toBeInTheDocument();
  const socket = await connected();
  const header = JSON.parse(
    atob(decodeURIComponent(new URL(socket.url).searchParams.get('header') ?? '')),
  ) as {
    Authorization?: string;
  };
  expect(header.Authorization).toBe('id-token-of-me');

  act(() =>
    socket.serve({
      type: 'data',
      id: socket.subscriptionOn('onMessageSent'),
      payload: { data: { onMessageSent: message('m2', 'Are you there?') } },
    }),
  );
  expect(await within(list).findByText('Are you there?')).toBeInTheDocument();
});

it('shows the disrupted state while the socket is down, reconnects after 5 s and reads what was missed', async () => {
  renderConversation();
  await screen.findByText('Hello Minji');
  const first = await connected();
  await waitFor(() => expect(screen.queryByText(/Connecting for live messages/)).not.toBeInTheDocument());
  const readsBefore = listCalls;

  jest.useFakeTimers();
  act(() => first.drop());
  expect(await screen.findByText(/Connection lost. Reconnecting automatically/)).toBeInTheDocument();
  stored.push(message('m3', 'Sent while you were away'));
  await act(async () => {
    jest.advanceTimersByTime(5000);
    await Promise.resolve();
  });
  jest.useRealTimers();
  await waitFor(() => expect(FakeRealtimeSocket.instances.length).toBe(2));
  await connected();

  expect(await screen.findByText('Sent while you were away')).toBeInTheDocument();
  expect(listCalls).toBeGreaterThan(readsBefore);
  await waitFor(() => expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument());
});

it('reads the open conversation again, and marks it read, when the other member continues it through startConversation', async () => {
  renderConversation();
  const list = await screen.findByRole('list', { name: 'Messages' });
  const socket = await connected();
  const id = await waitFor(() => socket.subscriptionOn('onConversationStarted'));
  const start = socket.sent.find((m) => m.id === id);
  expect(JSON.parse(start?.payload?.data ?? '{}')).toMatchObject({ variables: { recipientId: 'me' } });
  await waitFor(() => expect(readCalls).toBe(1));

  // Another of the member's conversations changes nothing here.
  const reads = listCalls;
  act(() =>
    socket.serve({
      type: 'data',
      id,
      payload: { data: { onConversationStarted: { id: 'c2', recipientId: 'me' } } },
    }),
  );
  stored.push(message('m2', 'Started again from Friends'));
  act(() =>
    socket.serve({
      type: 'data',
      id,
      payload: { data: { onConversationStarted: { id: 'c1', recipientId: 'me' } } },
    }),
  );
  expect(await within(list).findByText('Started again from Friends')).toBeInTheDocument();
  expect(listCalls).toBe(reads + 1);
  await waitFor(() => expect(readCalls).toBe(2));
});
