import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useListTopAfterPaging } from '@/lib/list-top';
import { useBoardNames } from '../api/get-board-names';
import { useMyList } from '../api/get-my-list';
import type { MyListItem, MyListKind } from '../api/my-list-schemas';
import { MyListRows, type MyListRow } from './my-list-rows';
import { useCursorPages } from './use-cursor-pages';

/** What the member module tells each of the member's own lists. */
export interface MyListPageProps {
  /** The site's title, for the browser tab ("Scraps - <site>"). */
  readonly siteTitle?: string | null;
}

/** What each list is called (heading, page title, the rows' accessible name) and says when it shows none. */
const MY_LIST_WORDS: Record<MyListKind, { title: string; label: string; empty: string; signIn: string }> = {
  posts: {
    title: 'Written Articles',
    label: 'Your posts',
    empty: 'You have not written any posts yet.',
    signIn: 'Sign in to see the posts you wrote.',
  },
  comments: {
    title: 'Written Comments',
    label: 'Your comments',
    empty: 'You have not written any comments yet.',
    signIn: 'Sign in to see the comments you wrote.',
  },
  scraps: {
    title: 'Scraps',
    label: 'Your scraps',
    empty: 'You have no scraps yet. Use Scrap on a post to keep it here.',
    signIn: 'Sign in to see your scraps.',
  },
  drafts: {
    title: 'Saved Articles',
    label: 'Your drafts',
    empty: 'You have no saved drafts. Save as draft in the editor to finish a post later.',
    signIn: 'Sign in to see your saved drafts.',
  },
};

export interface MyListFrameProps<K extends MyListKind> extends MyListPageProps {
  /** Which of the member's lists (GET /me/{kind}). */
  readonly kind: K;
  /** Tabs or other controls under the heading. */
  readonly tabs?: ReactNode;
  /** How one item of the list shows as a row; `boardName` names the board of a board id. */
  readonly toRow: (item: MyListItem<K>, boardName: (boardId: string) => string) => MyListRow;
}

/**
 * One of the member's own lists, a page at a time: heading and page title, then a skeleton while loading, the
 * reason and a retry on failure, a sign-in prompt for a guest, an empty state, or the rows with Previous / Next
 * pages.
 */
export function MyListFrame<K extends MyListKind>(props: MyListFrameProps<K>) {
  const { title, label, empty, signIn } = MY_LIST_WORDS[props.kind];
  useDocumentTitle(title, props.siteTitle);
  const pages = useCursorPages();
  // Previous / Next sit under the rows: the new page is read from its heading.
  const paging = useListTopAfterPaging(pages.page, () => document.getElementById('my-list-title'));
  const query = useMyList(props.kind, pages.cursor);
  const boardName = useBoardNames();
  const items = query.data?.items ?? [];
  const nextToken = query.data?.nextToken ?? null;
  const signedOut = query.error instanceof HttpError && query.error.status === 401;

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Box aria-busy="true" aria-label={`Loading ${title}`} role="status">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={40} />
        ))}
      </Box>
    );
  } else if (signedOut) {
    content = <EmptyState message={signIn} />;
  } else if (query.isError) {
    content = <LoadError message={`${title} could not be loaded.`} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0 && pages.page === 1) {
    content = <EmptyState message={empty} />;
  } else {
    content = (
      <>
        <MyListRows label={label} rows={items.map((item) => props.toRow(item, boardName))} />
        {(pages.page > 1 || nextToken) && (
          <Box
            component="nav"
            aria-label="Pages"
            sx={{ display: 'flex', justifyContent: 'center', gap: 2, mt: 2 }}
          >
            <Button onClick={paging(pages.previous)} disabled={pages.page <= 1}>
              Previous page
            </Button>
            <Typography sx={{ alignSelf: 'center' }} aria-live="polite">
              Page {pages.page}
            </Typography>
            <Button
              onClick={paging(() => nextToken && pages.next(nextToken))}
              disabled={!nextToken || query.isPlaceholderData}
            >
              Next page
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby="my-list-title" sx={{ p: { xs: 2, sm: 3 }, my: 2 }}>
      <PageHeading id="my-list-title" focusKey={title} sx={{ mb: 2 }}>
        {title}
      </PageHeading>
      {props.tabs}
      {content}
    </Paper>
  );
}
