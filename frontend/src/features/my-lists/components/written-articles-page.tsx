import { Link as RouterLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { formatDay } from '@/lib/format-date';
import { plural } from '@/lib/plural';
import type { Comment, PostSummary } from '@contracts/post-answers';
import { MyListFrame, type MyListPageProps } from './my-list-frame';
import type { MyListRow } from './my-list-rows';
import { memberUrls, postUrl } from '@/lib/urls';

/** "Written Articles": the member's posts, with a tab for their comments (`/member/written/comments`). */
export function WrittenArticlesPage({ siteTitle }: MyListPageProps) {
  const { pathname } = useLocation();
  const tab = pathname.replace(/\/+$/, '').toLowerCase().endsWith('/comments') ? 'comments' : 'posts';
  const tabs = (
    <Tabs value={tab} aria-label="What you wrote" sx={{ mb: 1 }}>
      <Tab value="posts" label="Posts" component={RouterLink} to={memberUrls.written} />
      <Tab value="comments" label="Comments" component={RouterLink} to={memberUrls.writtenComments} />
    </Tabs>
  );
  // Keyed by tab: each tab starts at its own first page.
  return tab === 'posts' ? (
    <MyListFrame key="posts" kind="posts" siteTitle={siteTitle} tabs={tabs} toRow={postRow} />
  ) : (
    <MyListFrame key="comments" kind="comments" siteTitle={siteTitle} tabs={tabs} toRow={commentRow} />
  );
}

/** A post: its title with the number of comments, then its board, day and views. */
const postRow = (post: PostSummary, boardName: (boardId: string) => string): MyListRow => ({
  key: post.id,
  title: post.commentCount > 0 ? `${post.title} [${post.commentCount}]` : post.title,
  href: postUrl(post.boardId, post.id),
  meta: `${boardName(post.boardId)} · ${formatDay(post.createdAt)} · ${plural(post.views, 'view')}`,
});

/** A comment: its first line, linking to the comment under its post. */
const commentRow = (comment: Comment, boardName: (boardId: string) => string): MyListRow => ({
  key: comment.id,
  title: excerpt(comment.body),
  href: postUrl(comment.boardId, comment.postId, { commentId: comment.id }),
  meta: `${boardName(comment.boardId)} · ${formatDay(comment.createdAt)}`,
});

/** The first line of a comment, short enough for one row. */
function excerpt(body: string): string {
  const line = body.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 80)}…` : line || '(empty)';
}
