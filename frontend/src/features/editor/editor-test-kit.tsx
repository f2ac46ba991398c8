import { render, screen } from '@testing-library/react';
import { Link, UNSAFE_createMemoryHistory, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import SiteToastContainer from '@/app/toast-container';
import type { Editor } from '@tiptap/react';
import { RuntimeConfigProvider } from '@/config/runtime-config-context';
import { theme } from '@/config/theme';
import { createTestQueryClient } from '@/testing/render-with-providers';
import { testConfig } from '@/testing/test-config';
import { GuardedRouter, NavigationGuard } from '@/lib/navigation-guard';
import type { FakeAnswer, FakeHandler } from '@/testing/fake-fetch';
import { PostEditorPage } from './components/post-editor-page';
import type { EditorViewer } from './hooks/use-editor-viewer';

export const member: EditorViewer = { userId: 'user-1', isAdmin: false };
export const admin: EditorViewer = { userId: 'admin-1', isAdmin: true };

export function board(extra: Record<string, unknown> = {}) {
  return {
    id: 'free',
    name: 'Free Board',
    description: 'Talk about anything.',
    postsPerPage: 20,
    categories: ['Chat', 'News'],
    permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

export function storedPost(extra: Record<string, unknown> = {}) {
  return {
    id: 'p1',
    boardId: 'free',
    title: 'Stored title',
    body: JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Stored text' }] }],
    }),
    format: 'richtext',
    category: null,
    isNotice: false,
    authorId: 'user-1',
    authorNickName: 'Writer',
    status: 'published',
    version: 3,
    views: 1,
    commentCount: 0,
    scrapCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** Answers `method` requests to `path` below the post API (the query string is not compared). */
export function postApi(method: string, path: string, answer: FakeAnswer | (() => FakeAnswer)): FakeHandler {
  return (request) => {
    if (request.method !== method || request.url.pathname !== `/dev${path}`) return undefined;
    return typeof answer === 'function' ? answer() : answer;
  };
}

/** ProseMirror measures the page; jsdom has no layout, so these answer "nothing on screen". */
export function installLayoutStubs() {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = rect;
  Element.prototype.getClientRects = emptyRects;
  document.elementFromPoint = () => null;
  // ProseMirror's pasteHTML builds a paste event; jsdom has no ClipboardEvent.
  if (typeof globalThis.ClipboardEvent === 'undefined') {
    globalThis.ClipboardEvent = class extends Event {
      readonly clipboardData = null;
    } as unknown as typeof ClipboardEvent;
  }
}

function EditRoute({ viewer, onSignIn }: { viewer: EditorViewer | null; onSignIn: () => void }) {
  const { boardId = '', postId } = useParams();
  return (
    <>
      <PostEditorPage
        boardId={boardId}
        postId={postId}
        viewer={viewer}
        sessionLoading={false}
        onSignIn={onSignIn}
        siteTitle="Town"
      />
      <Link to="/board/free">Back to the board</Link>
    </>
  );
}

function Probe({ label }: { label: string }) {
  const params = useParams();
  return (
    <p>
      {label} {params.postId}
    </p>
  );
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The editor under the app's guarded router (the leave guard needs it) at `path`, with the app's providers. */
export function renderEditor(viewer: EditorViewer | null, path = '/board/free/write') {
  const onSignIn = jest.fn();
  const routes: RouteObject[] = [
    { path: '/board/:boardId/write', element: <EditRoute viewer={viewer} onSignIn={onSignIn} /> },
    { path: '/board/:boardId/:postId/edit', element: <EditRoute viewer={viewer} onSignIn={onSignIn} /> },
    { path: '/board/:boardId/:postId', element: <Probe label="Post page" /> },
    { path: '/board/:boardId', element: <Probe label="Board page" /> },
  ];
  const guard = new NavigationGuard(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const queryClient = createTestQueryClient();
  const view = render(
    <ThemeProvider theme={theme}>
      <RuntimeConfigProvider config={testConfig}>
        <QueryClientProvider client={queryClient}>
          <GuardedRouter guard={guard}>
            <Routes routes={routes} />
          </GuardedRouter>
          <SiteToastContainer />
        </QueryClientProvider>
      </RuntimeConfigProvider>
    </ThemeProvider>,
  );
  return { history: guard.history, onSignIn, ...view };
}

/** The TipTap editor behind the labelled textbox (TipTap keeps it on its DOM element). */
export async function findEditor(): Promise<Editor> {
  const box = await screen.findByRole('textbox', { name: 'Post text' });
  return (box as HTMLElement & { editor: Editor }).editor;
}

/** The JSON bodies of requests the fake fetch saw for `method`. */
export function sentBodies(fetchMock: jest.Mock, method: string): Array<Record<string, unknown>> {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}
