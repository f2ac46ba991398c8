import { Link as RouterLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { formatDay } from '@/lib/format-date';
import { useMyList } from '../api/get-my-list';
import { MyListFrame } from './my-list-frame';
import { MyListRows } from './my-list-rows';
import { useCursorPages } from './use-cursor-pages';

export const WRITTEN_PATH = '/member/written';
export const WRITTEN_COMMENTS_PATH = '/member/written/comments';

export interface MyListPageProps {
  /** The site's title, for the browser tab ("Scraps - <site>"). */
  readonly siteTitle?: string | null;
}

/** "Written Articles": the member's posts, with a tab for their comments (`/member/written/comments`). */
export function WrittenArticlesPage({ siteTitle }: MyListPageProps) {
  const { pathname } = useLocation();
  const tab = pathname.replace(/\/+$/, '').toLowerCase().endsWith('/comments') ? 'comments' : 'posts';
  const tabs = (
    <Tabs value={tab} aria-label="What you wrote" sx={{ mb: 1 }}>
      <Tab value="posts" label="Posts" component={RouterLink} to={WRITTEN_PATH} />
      <Tab value="comments" label="Comments" component={RouterLink} to={WRITTEN_COMMENTS_PATH} />
    </Tabs>
  );
  // Keyed by tab: each tab starts at its own first page.
  return tab === 'posts' ? (
    <MyPosts key="posts" siteTitle={siteTitle} tabs={tabs} />
  ) : (
    <MyComments key="comments" siteTitle={siteTitle} tabs={tabs} />
  );
}

function MyPosts({ siteTitle, tabs }: MyListPageProps & { tabs: React.ReactNode }) {
  const pages = useCursorPages();
  const query = useMyList('posts', pages.cursor);
  const items = query.data?.items ?? [];
  return (
    <MyListFrame
      title="Written Articles"
      siteTitle={siteTitle}
      tabs={tabs}
      query={query}
      itemCount={items.length}
      emptyMessage="You have not written any posts yet."
      signInMessage="Sign in to see the posts you wrote."
      page={pages.page}
      hasNext={Boolean(query.data?.nextToken)}
      onNext={() => query.data?.nextToken && pages.next(query.data.nextToken)}
      onPrevious={pages.previous}
    >
      <MyListRows
        label="Your posts"
        rows={items.map((post) => ({
          key: post.id,
          title: post.commentCount > 0 ? `${post.title} [${post.commentCount}]` : post.title,
          href: `/board/${encodeURIComponent(post.boardId)}/${encodeURIComponent(post.id)}`,
          meta: `${post.boardId} · ${formatDay(post.createdAt)} · ${post.views} views`,
        }))}
      />
    </MyListFrame>
  );
}

function MyComments({ siteTitle, tabs }: MyListPageProps & { tabs: React.ReactNode }) {
  const pages = useCursorPages();
  const query = useMyList('comments', pages.cursor);
  const items = query.data?.items ?? [];
  return (
    <MyListFrame
      title="Written Comments"
      siteTitle={siteTitle}
      tabs={tabs}
      query={query}
      itemCount={items.length}
      emptyMessage="You have not written any comments yet."
      signInMessage="Sign in to see the comments you wrote."
      page={pages.page}
      hasNext={Boolean(query.data?.nextToken)}
      onNext={() => query.data?.nextToken && pages.next(query.data.nextToken)}
      onPrevious={pages.previous}
    >
      <MyListRows
        label="Your comments"
        rows={items.map((comment) => ({
          key: comment.id,
          title: excerpt(comment.body),
          href: `/board/${encodeURIComponent(comment.boardId)}/${encodeURIComponent(comment.postId)}#comment-${comment.id}`,
          meta: `${comment.boardId} · ${formatDay(comment.createdAt)}`,
        }))}
      />
    </MyListFrame>
  );
}

/** The first line of a comment, short enough for one row. */
function excerpt(body: string): string {
  const line = body.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 80)}…` : line || '(empty)';
}
