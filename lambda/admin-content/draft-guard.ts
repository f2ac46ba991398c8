import { BadRequestError } from '../shared/http/errors';

/** What the guard needs of the posts: which of these ids are drafts (one BatchGetItem of their statuses). */
export interface DraftLookup {
  draftIds(postIds: readonly string[]): Promise<string[]>;
}

/**
 * Refuses an admin action on posts when any of them is a draft, naming them, before anything is written. A
 * draft is its author's alone until they publish it: no admin action (trash, restore, purge, move) may touch it,
 * so nothing an admin does can put a member's unpublished text in front of readers (docs/data-model.md, P11).
 */
export async function refuseDrafts(
  posts: DraftLookup,
  postIds: readonly string[],
  field: string,
): Promise<void> {
  const drafts = await posts.draftIds(postIds);
  if (drafts.length === 0) return;
  const named = drafts.join(', ');
  throw new BadRequestError(
    drafts.length === 1
      ? `${named} is a draft: only its author can change it until it is published.`
      : `${named} are drafts: only their authors can change them until they are published.`,
    [{ field, message: `${drafts.length === 1 ? 'is a draft' : 'are drafts'}: ${named}` }],
  );
}
