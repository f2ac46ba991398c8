import type { Page } from '../../contracts/pagination';
import type { Scrap } from '../../contracts/post';
import type { Caller } from '../shared/auth/caller';
import { NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import type { BoardReader } from '../shared/auth/board-permissions';
import { publishedPostFor, type PostReader } from '../shared/auth/published-post';
import type { ScrapRepository } from './scrap-repository';

/** "Scraps": a member bookmarks published posts they may read. */
export class ScrapService {
  constructor(
    private readonly boards: BoardReader,
    private readonly posts: PostReader,
    private readonly scraps: ScrapRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  async scrap(postId: string, caller: Caller): Promise<Scrap> {
    const { post } = await publishedPostFor(this.posts, this.boards, postId, 'read', caller);
    const scrap: Scrap = { postId, boardId: post.boardId, title: post.title, scrappedAt: this.clock() };
    const outcome = await this.scraps.add(scrap, caller.userId);
    if (outcome === 'gone') throw new NotFoundError('No post with this id.');
    return scrap;
  }

  async unscrap(postId: string, caller: Caller): Promise<{ postId: string; scrapped: false }> {
    if (!(await this.scraps.remove(postId, caller.userId))) {
      throw new NotFoundError('You have not scrapped this post.');
    }
    return { postId, scrapped: false };
  }

  /** The caller's scraps, newest first. */
  mine(caller: Caller, page: { limit?: number; nextToken?: string }): Promise<Page<Scrap>> {
    return this.scraps.listByAuthor(caller.userId, page.limit ?? 20, page.nextToken);
  }
}
