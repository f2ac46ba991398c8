import type { AdminComment } from '@contracts/post-answers';
import Link from '@mui/material/Link';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from '../api/admin-query-keys';
import { useDeleteComment } from '../api/delete-comment';
import { useAdminComments } from '../api/get-admin-comments';
import { ContentListPage, ContentTable, useContentList } from './content-list-page';
import { sitePostHref } from './post-link';
import { plural } from '@/lib/plural';

const STATUSES = [
  ['live', 'Published'],
  ['deleted', 'In the trash'],
] as const;

/** /admin/comment/list: every comment across boards, newest first, with bulk trash. */
export function CommentList() {
  const deleteComment = useDeleteComment();
  const list = useContentList(STATUSES);
  const status = list.filter.status === 'deleted' ? 'deleted' : 'live';
  const comments = useAdminComments(status, list.apiFilter);

  const trash = useAdminAction({
    // No bulk route for comments: one DELETE each (the same one authors use), in turn.
    run: async (ids: string[]) => {
      for (const id of ids) await deleteComment(id);
      return ids.length;
    },
    success: (count) => `${plural(count, 'comment')} moved to the trash.`,
    invalidate: [adminKeys.comments, adminKeys.dashboard],
    onDone: list.clearSelection,
    onFailed: list.clearSelection,
  });

  return (
    <ContentListPage title="Comment" list={list} textLabel="Text">
      <ContentTable<AdminComment>
        list={list}
        query={comments}
        noun="comment"
        selectable={status === 'live'}
        trash={trash}
        rowLabel={(c) => `comment by ${c.authorNickName}: ${(c.body || c.removedBody || '').slice(0, 40)}`}
        itemColumn={{
          header: 'Comment',
          cell: (c) => (
            <Link href={sitePostHref(c.boardId, c.postId, c.id)}>
              {(c.body || c.removedBody || '(empty)').slice(0, 120)}
            </Link>
          ),
        }}
      />
    </ContentListPage>
  );
}
