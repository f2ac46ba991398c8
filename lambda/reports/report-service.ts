import type { Page } from '../../contracts/pagination';
import type { CreateReportBody, Report, ReportedPost } from '../../contracts/report';
import type { Caller } from '../shared/auth/caller';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/http/errors';
import type { BoardRepository } from '../boards/board-repository';
import type { PostRepository } from '../posts/post-repository';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { assertAllowed } from '../boards/board-permissions';
import type { ReportRepository } from './report-repository';

/** Reports (신고): a member reports a post they may read, once; admins list and dismiss them. */
export class ReportService {
  constructor(
    private readonly boards: Pick<BoardRepository, 'get'>,
    private readonly posts: Pick<PostRepository, 'get'>,
    private readonly reports: ReportRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  async report(postId: string, caller: Caller, input: CreateReportBody): Promise<Report> {
    const post = await this.posts.get(postId);
    if (!post || post.status !== 'published') throw new NotFoundError('No post with this id.');
    const board = await this.boards.get(post.boardId);
    if (!board) throw new NotFoundError('No post with this id.');
    assertAllowed(board, 'read', caller);
    if (post.authorId === caller.userId) throw new ForbiddenError('You cannot report your own post.');
    const report: Report = {
      postId,
      reason: input.reason,
      detail: input.detail ? input.detail : null,
      reportedAt: this.clock(),
    };
    const outcome = await this.reports.add(post, caller.userId, report);
    if (outcome === 'already') throw new ConflictError('You have already reported this post.');
    if (outcome === 'gone') throw new NotFoundError('No post with this id.');
    return report;
  }

  list(options: { limit?: number; nextToken?: string; boardId?: string }): Promise<Page<ReportedPost>> {
    return this.reports.list({ ...options, limit: options.limit ?? 20 });
  }

  async dismiss(postId: string): Promise<{ postId: string; dismissed: true }> {
    if (!(await this.reports.dismiss(postId))) throw new NotFoundError('This post has no open reports.');
    return { postId, dismissed: true };
  }
}
