import type { CreatePostBody, Post, UpdatePostBody } from '../../contracts/post';

/**
 * Fields of the write bodies that steer the write rather than being stored as sent: `draft` and `publish` set
 * the status, `version` is the edit's optimistic lock, and `isNotice` is stored only when an admin sends it
 * (PostService decides it).
 */
type WriteControl = 'draft' | 'publish' | 'version' | 'isNotice';

/** Every other field of the create and edit bodies is content: stored as the member wrote it. */
type PostContentField = Exclude<keyof CreatePostBody | keyof UpdatePostBody, WriteControl>;

/**
 * A post's content fields, declared once: create stores each as read here, and an edit replaces each (a field
 * read as undefined is removed). Adding a field to posts is an edit of the contract (contracts/post.ts: both
 * bodies and `Post`), of this declaration and of the web app; the type below refuses a body field that is not
 * declared here, and `Post[K]` one the contract's `Post` does not carry.
 */
export const postContentFields: {
  readonly [K in PostContentField]: (input: Pick<CreatePostBody & UpdatePostBody, K>) => Post[K];
} = {
  title: (input) => input.title,
  body: (input) => input.body,
  format: (input) => input.format,
  // A category left out is no category (and an edit that leaves it out takes the post out of its category).
  category: (input) => input.category ?? null,
  // Likewise tags: none is no attribute (posts stored before tags existed have none either).
  tags: (input) => (input.tags && input.tags.length > 0 ? input.tags : undefined),
};

export type PostContent = Pick<Post, PostContentField>;

/** The content of a create or edit body, as stored. */
export function postContent(input: Pick<CreatePostBody & UpdatePostBody, PostContentField>): PostContent {
  return Object.fromEntries(
    Object.entries(postContentFields).map(([field, read]) => [
      field,
      (read as (body: unknown) => unknown)(input),
    ]),
  ) as PostContent;
}

/**
 * What an edit writes: the content, and the state an edit moves (the notice flag an admin sets, the author's
 * current nickname, publishing a draft, the version and times). Never the counters (views, comments, scraps,
 * votes), which other writes move meanwhile, nor the author or board.
 */
export const POST_EDITED_FIELDS = [
  ...(Object.keys(postContentFields) as PostContentField[]),
  'isNotice',
  'authorNickName',
  'status',
  'createdAt',
  'version',
  'updatedAt',
] as const satisfies readonly (keyof Post)[];
