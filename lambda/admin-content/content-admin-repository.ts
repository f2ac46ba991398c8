import type { AdminComment, AdminPost } from '../../contracts/post-answers';
import type { Page } from '../../contracts/pagination';
import { commentKeys } from '../storage/keys/comment-keys';
import { postSummary, toAdminComment } from '../storage/content-records';
import { postKeys } from '../storage/keys/post-keys';
import { gsi, TableRepository } from '../storage/table-repository';

export interface AdminListOptions {
  readonly limit: number;
  readonly nextToken?: string;
  readonly boardId?: string;
  /** Part of the title (posts, any case) or of the text (comments). */
  readonly text?: string;
  /** Part of the author's nickName. */
  readonly authorText?: string;
}

/**
 * The admin's view of all content: every post or comment of a status on gsi4, newest first, and the
 * dashboard's counts (docs/data-model.md, D1, D2, D4).
 */
export class ContentAdminRepository extends TableRepository {
  listPosts(status: 'published' | 'trashed', options: AdminListOptions): Promise<Page<AdminPost>> {
    return this.listAll(postKeys.allPosts(status), options, 'post', postSummary);
  }

  listComments(status: 'live' | 'deleted', options: AdminListOptions): Promise<Page<AdminComment>> {
    return this.listAll(commentKeys.all(status), options, 'comment', toAdminComment);
  }

  /** Published posts, in total and since `since` (ISO). */
  countPosts(since: string): Promise<{ total: number; since: number }> {
    return this.countAll(postKeys.allPosts('published'), since);
  }

  /** Live comments, in total and since `since` (ISO). */
  countComments(since: string): Promise<{ total: number; since: number }> {
    return this.countAll(commentKeys.all('live'), since);
  }

  /**
   * One page of a gsi4 partition. Board, title and author filters run inside the Query (FilterExpression): a
   * page may hold fewer items than `limit`; nextToken goes on.
   */
  private async listAll<T>(
    partition: string,
    options: AdminListOptions,
    shape: 'post' | 'comment',
    convert: (item: Record<string, unknown>) => T,
  ): Promise<Page<T>> {
    const filters: string[] = [];
    const values: Record<string, unknown> = {};
    if (options.boardId) {
      filters.push('boardId = :board');
      values[':board'] = options.boardId;
    }
    if (options.text) {
      filters.push(shape === 'post' ? 'contains(titleLower, :text)' : 'contains(body, :text)');
      values[':text'] = shape === 'post' ? options.text.toLowerCase() : options.text;
    }
    if (options.authorText) {
      filters.push('contains(authorNickName, :author)');
      values[':author'] = options.authorText;
    }
    return this.queryPage(
      {
        keys: gsi('gsi4'),
        partition,
        descending: true,
        limit: options.limit,
        nextToken: options.nextToken,
        ...(filters.length > 0 ? { filter: { expression: filters.join(' AND '), values } } : {}),
      },
      convert,
    );
  }

  /** How many items a gsi4 partition holds, in total and since `since` (ISO), paging through it. */
  private async countAll(partition: string, since: string): Promise<{ total: number; since: number }> {
    const count = async (range: boolean) => {
      let total = 0;
      await this.forEachPage(
        { keys: gsi('gsi4'), partition, ...(range ? { from: since } : {}), countOnly: true },
        (page) => {
          total += page.Count ?? 0;
        },
      );
      return total;
    };
    const [total, recent] = await Promise.all([count(false), count(true)]);
    return { total, since: recent };
  }
}
