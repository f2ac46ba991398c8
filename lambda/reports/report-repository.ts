import type { Page } from '../../contracts/pagination';
import type { Post } from '../../contracts/post';
import { REPORT_REASONS, type Report, type ReportReason, type ReportedPost } from '../../contracts/report';
import { conditionalTransaction, putNew } from '../shared/dynamo/conditional';
import { batchGet } from '../shared/dynamo/batch-get';
import { postKeys } from '../storage/keys/post-keys';
import { reportKeys } from '../storage/keys/report-keys';
import { gsi, TableRepository } from '../storage/table-repository';

/** Reports and the per-post summaries the admin portal lists (docs/data-model.md, RP1–RP3). */
export class ReportRepository extends TableRepository {
  /**
   * Stores a member's report of a published post and counts it on the post's summary, in one transaction.
   * Answers 'added', 'already' (this member reported it before) or 'gone' (the post is not published).
   */
  async add(post: Post, reporterId: string, report: Report): Promise<'added' | 'already' | 'gone'> {
    const reason = reportKeys.reasonAttribute(report.reason);
    const outcome = await conditionalTransaction(this.client, [
      putNew(this.tableName, { ...reportKeys.report(post.id, reporterId), reporterId, ...report }),
      {
        ConditionCheck: {
          TableName: this.tableName,
          Key: postKeys.post(post.id),
          ConditionExpression: '#status = :published',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':published': 'published' },
        },
      },
      {
        Update: {
          TableName: this.tableName,
          Key: reportKeys.summary(post.id),
          UpdateExpression:
            'SET postId = :postId, boardId = :boardId, title = :title, authorId = :authorId, authorNickName = :nick, latestReason = :reason, latestDetail = :detail, lastReportedAt = :at, gsi1pk = :list, gsi1sk = :order, gsi2pk = :boardList, gsi2sk = :order ADD reportCount :one, #reason :one',
          ExpressionAttributeNames: { '#reason': reason },
          ExpressionAttributeValues: {
            ':postId': post.id,
            ':boardId': post.boardId,
            ':title': post.title,
            ':authorId': post.authorId,
            ':nick': post.authorNickName,
            ':reason': report.reason,
            ':detail': report.detail,
            ':at': report.reportedAt,
            ':list': reportKeys.listPartition,
            ':boardList': reportKeys.boardListPartition(post.boardId),
            ':order': reportKeys.listOrder(report.reportedAt, post.id),
            ':one': 1,
          },
        },
      },
    ]);
    if (outcome.ok) return 'added';
    // Items: 0 the member's report (exists already), 1 the post (not published).
    return outcome.failed.includes(0) ? 'already' : 'gone';
  }

  /**
   * Takes a post off the reported lists and zeroes its counts; false when it is not on the list. gsi2pk stays
   * (without gsi2sk the summary is in no gsi2 list), so a move can follow the post's board whether it is listed
   * or not.
   */
  async dismiss(postId: string): Promise<boolean> {
    const counts = REPORT_REASONS.map((reason) => reportKeys.reasonAttribute(reason));
    return this.updateIf({
      Key: reportKeys.summary(postId),
      UpdateExpression: `SET reportCount = :zero REMOVE gsi1pk, gsi1sk, gsi2sk, ${counts.join(', ')}`,
      ConditionExpression: 'attribute_exists(gsi1pk)',
      ExpressionAttributeValues: { ':zero': 0 },
    });
  }

  /**
   * After an admin moved the post: its summary names the new board and, listed or not, belongs to the new
   * board's list. Nothing when the post was never reported.
   */
  async moveToBoard(postId: string, boardId: string): Promise<void> {
    await this.updateIf({
      Key: reportKeys.summary(postId),
      UpdateExpression: 'SET boardId = :board, gsi2pk = :boardList',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':board': boardId, ':boardList': reportKeys.boardListPartition(boardId) },
    });
  }

  /**
   * Reported posts, most recently reported first, with each post's status now (RP2: a Query and a BatchGet):
   * the site's list on gsi1, one board's on gsi2 (its own partition: a page is full however few of the site's
   * reports are the board's).
   */
  async list(options: { limit: number; nextToken?: string; boardId?: string }): Promise<Page<ReportedPost>> {
    const { items: summaries, nextToken } = await this.queryPage(
      {
        keys: options.boardId ? gsi('gsi2') : gsi('gsi1'),
        partition: options.boardId
          ? reportKeys.boardListPartition(options.boardId)
          : reportKeys.listPartition,
        descending: true,
        limit: options.limit,
        nextToken: options.nextToken,
      },
      (summary) => summary,
    );
    const posts = await batchGet(
      this.client,
      this.tableName,
      summaries.map((summary) => postKeys.post(String(summary.postId))),
      {
        expression: '#id, #title, #status, #board',
        names: { '#id': 'id', '#title': 'title', '#status': 'status', '#board': 'boardId' },
      },
    );
    const now = new Map(posts.map((post) => [String(post.id), post]));
    return {
      items: summaries.map((summary) => this.reportedPost(summary, now.get(String(summary.postId)))),
      nextToken,
    };
  }

  private reportedPost(
    summary: Record<string, unknown>,
    post: Record<string, unknown> | undefined,
  ): ReportedPost {
    const reasons = Object.fromEntries(
      REPORT_REASONS.map((reason) => [reason, Number(summary[reportKeys.reasonAttribute(reason)] ?? 0)]),
    ) as Record<ReportReason, number>;
    return {
      postId: String(summary.postId),
      boardId: String(post?.boardId ?? summary.boardId),
      title: String(post?.title ?? summary.title),
      authorId: String(summary.authorId),
      authorNickName: String(summary.authorNickName),
      postStatus: post ? (post.status as ReportedPost['postStatus']) : 'purged',
      reportCount: Number(summary.reportCount ?? 0),
      reasons,
      latestReason: summary.latestReason as ReportReason,
      latestDetail: (summary.latestDetail as string | null | undefined) ?? null,
      lastReportedAt: String(summary.lastReportedAt),
    };
  }
}
