import type { Comment, Post, PostSummary } from '../../contracts/post';
import { withoutStorageAttributes } from '../shared/dynamo/storage-attributes';

/*
 * How a stored post or comment item reads as a record, for the domains that list items another domain wrote
 * (the admin content lists read posts and comments off gsi4). Like the keys (lambda/storage/keys), this is the
 * table's layout, so it lives here rather than in the writing domain, which the readers may not import.
 */

/** A stored post without its body, as lists show it. */
export function postSummary(item: Record<string, unknown>): PostSummary {
  const { body: _body, ...rest } = withoutStorageAttributes<Post>(item);
  return rest;
}

/** A comment as the admin's lists show it: a deleted one keeps its text (`removedBody`) and who deleted it. */
export function toAdminComment(item: Record<string, unknown>): Comment {
  return { parentId: null, ...withoutStorageAttributes<Omit<Comment, 'parentId'>>(item) } as Comment;
}
