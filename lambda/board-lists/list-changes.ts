import { logger } from '../shared/runtime/logger';

/**
 * After a write that changes which posts a board lists (write, publish, notice flag, category, trash, restore),
 * drops the answers built from the old list: the board's page boundaries and the home page. A failure here is
 * logged, not answered: the write happened, and the entries expire within a minute anyway.
 */
export class ListChanges {
  constructor(
    private readonly pages: { invalidate(boardId: string): Promise<void> },
    private readonly home: { invalidate(): Promise<void> },
    private readonly posts: { get(postId: string): Promise<{ boardId: string } | null> },
  ) {}

  async boardChanged(boardId: string): Promise<void> {
    try {
      await Promise.all([this.pages.invalidate(boardId), this.home.invalidate()]);
    } catch (error) {
      logger.warn('Could not drop cached lists after a change', { boardId, error });
    }
  }

  /** As boardChanged, for a change known by the post's id (one GetItem to find its board). */
  async postsChanged(postIds: readonly string[]): Promise<void> {
    try {
      const posts = await Promise.all(postIds.map((id) => this.posts.get(id)));
      const boards = new Set(posts.flatMap((post) => (post ? [post.boardId] : [])));
      await Promise.all([...boards].map((boardId) => this.boardChanged(boardId)));
    } catch (error) {
      logger.warn('Could not drop cached lists after a change', { postIds, error });
    }
  }
}
