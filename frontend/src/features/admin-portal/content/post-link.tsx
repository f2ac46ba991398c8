import Link from '@mui/material/Link';
import type { Column } from '../components/selectable-table';
import { postUrl } from '@/lib/urls';

/** Where the site shows a post, or with a comment id, that comment in it. */
export function sitePostHref(boardId: string, postId: string, commentId?: string): string {
  return postUrl(boardId, postId, { commentId });
}

/** A list's 'Title' column: the post's title, linked to where the site shows the post. */
export function postTitleColumn<T extends { readonly boardId: string; readonly title: string }>(
  postIdOf: (row: T) => string,
): Column<T> {
  return {
    header: 'Title',
    cell: (row) => <Link href={sitePostHref(row.boardId, postIdOf(row))}>{row.title}</Link>,
  };
}
