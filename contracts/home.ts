/**
 * The home page in one request (docs/data-model.md, H1): GET /home → HomePage. Public; a signed-in caller
 * sends their ID token and also gets the boards only members (or admins) may list. Kept a few seconds in the
 * cache table per audience (guest, member, admin), dropped when a post is written, edited or trashed.
 */
export const HOME_BOARDS_MAX = 50;
/** Latest posts per board block. */
export const HOME_POSTS_PER_BOARD = 5;
/** Notices shown above them, newest first. */
export const HOME_NOTICES_PER_BOARD = 3;

export interface HomePost {
  readonly id: string;
  readonly title: string;
  readonly category: string | null;
  readonly commentCount: number;
  readonly voteCount: number;
  readonly authorId: string;
  readonly authorNickName: string;
  readonly createdAt: string;
  readonly isNotice: boolean;
}

export interface HomeBoard {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Whether the caller may write on it (the empty state offers "Write" only then). */
  readonly canWrite: boolean;
  /** Notices first (≤ HOME_NOTICES_PER_BOARD), then the latest posts (≤ HOME_POSTS_PER_BOARD). */
  readonly posts: readonly HomePost[];
}

export interface HomePage {
  /** The boards the caller may list, oldest board first (the order of GET /boards). */
  readonly boards: readonly HomeBoard[];
}
