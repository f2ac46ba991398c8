import type { ListedPost } from '../../contracts/board-page';
import type { PostSummary } from '../../contracts/post';
import { STORAGE_ATTRIBUTES } from '../shared/dynamo/storage-attributes';

/** Attributes of a stored post that readers never see (storage attributes, the body in lists, trash marks). */
const HIDDEN = new Set<string>([...STORAGE_ATTRIBUTES, 'body', 'deletedAt', 'deletedBy']);

/** A stored post as a row of a list; `voteCount` is absent until the first vote. */
export function listedPost(item: Record<string, unknown>, no: number | null = null): ListedPost {
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!HIDDEN.has(name)) row[name] = value;
  return {
    ...(row as unknown as PostSummary),
    category: (row.category as string | null | undefined) ?? null,
    voteCount: typeof row.voteCount === 'number' ? row.voteCount : 0,
    no,
  };
}
