import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/lib/session-context';
import type { BoardScreenProps, Viewer } from '@/features/boards';
import { useSiteTitle } from '@/features/navigation/api/get-menu-tree';
import { NotFoundPage } from '@/components/not-found-page';
import { PageLoading } from '@/components/page-loading';
import type { ModuleProps } from '../../module-props';
import { lazyComponent } from '@/lib/preloadable';
import { boardRoute } from './board-path';
import { listPageCode, postPageCode } from './board-route';

const BoardListPage = lazyComponent(listPageCode, (module) => module.BoardListPage);
const PostPage = lazyComponent(postPageCode, (module) => module.PostPage);

// The same dialog the top bar opens ("Sign in to write"), loaded only when asked for (it carries Amplify's sign-in).
const SignInDialog = lazy(() => import('@/features/auth/components/sign-in-dialog'));
// The editor (TipTap, ProseMirror) is its own chunk: reading a board never downloads it.
const PostEditorPage = lazy(() =>
  import('@/features/editor').then((module) => ({ default: module.PostEditorPage })),
);

/**
 * Public 'board' module (docs/url-scheme.md). The route patterns give positional parameters, read here:
 * `/board/{boardId}` → list; `/board/{boardId}/{postId}` → post; `/board/{boardId}/write` and
 * `/board/{boardId}/{postId}/edit` → the editor.
 */
export default function BoardModule({ params }: ModuleProps) {
  const screen = useBoardScreenProps();
  const route = boardRoute(params);
  let page;
  if (route.kind === 'board-list')
    page = (
      <Suspense fallback={<PageLoading label="Loading the board" />}>
        <BoardListPage boardId={route.boardId} {...screen.props} />
      </Suspense>
    );
  else if (route.kind === 'board-post')
    page = (
      <Suspense fallback={<PageLoading label="Loading the post" />}>
        <PostPage boardId={route.boardId} postId={route.postId} {...screen.props} />
      </Suspense>
    );
  else if (route.kind === 'board-write' || route.kind === 'board-edit') {
    page = (
      <Suspense fallback={<PageLoading label="Loading the editor" />}>
        <PostEditorPage
          key={`${route.boardId}/${route.kind === 'board-edit' ? route.postId : 'new'}`}
          boardId={route.boardId}
          postId={route.kind === 'board-edit' ? route.postId : undefined}
          {...screen.props}
        />
      </Suspense>
    );
  } else page = <NotFoundPage siteTitle={screen.props.siteTitle} />;
  return (
    <>
      {page}
      {screen.dialog}
    </>
  );
}

/** The session and the site's title as the board screens take them, and the sign-in dialog they may open. */
function useBoardScreenProps() {
  const session = useSession();
  const siteTitle = useSiteTitle();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const viewer: Viewer | null = session.user
    ? { userId: session.user.userId, nickName: session.user.nickName, isAdmin: session.isAdmin }
    : null;
  const props: BoardScreenProps = {
    viewer,
    sessionLoading: session.loading && !session.user,
    siteTitle,
    onSignIn: () => {
      setRequested(true);
      setOpen(true);
    },
  };
  const dialog = requested ? (
    <Suspense fallback={null}>
      <SignInDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { props, dialog };
}
