import type { Page } from '../../contracts/pagination';
import type { CreateReportBody, Report, ReportedPost } from '../../contracts/report';
import type { Caller } from '../shared/auth/caller';
import type { ContentChange, ContentChanges } from '../shared/changes/content-changes';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import type { BoardReader } from '../shared/auth/board-permissions';
import { publishedPostFor, type PostReader } from '../shared/auth/published-post';
import type { ReportRepository } from './report-repository';

/** Reports (신고): a member reports a post they may read, once; admins list and dismiss them. */
export class ReportService {
  constructor(
    private readonly boards: BoardReader,
    private readonly posts: PostReader,
    private readonly reports: ReportRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  async report(postId: string, caller: Caller, input: CreateReportBody): Promise<Report> {
    const { post } = await publishedPostFor(this.posts, this.boards, postId, 'read', caller);
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

/**
 * A listener of content changes (registered beside the caches' and the counters'): a post an admin moves takes
 * its report summary to the new board's list. A failure is logged by allListeners and never fails the move;
 * the summary then names the old board until the post is reported again.
 */
export class ReportMoves implements ContentChanges {
  constructor(private readonly reports: Pick<ReportRepository, 'moveToBoard'>) {}

  async changed(...changes: ContentChange[]): Promise<void> {
    for (const change of changes) {
      if (change.kind === 'post-moved') await this.reports.moveToBoard(change.postId, change.toBoardId);
    }
  }
}
