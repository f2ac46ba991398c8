import { randomUUID } from 'node:crypto';
import type { Page } from '../../contracts/pagination';
import type { Comment } from '../../contracts/post';
import type { Caller } from '../shared/auth/caller';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { signatureOf, type AuthorDirectory } from '../shared/auth/author-signature';
import type { BoardReader } from '../shared/auth/board-permissions';
import { unheardChanges, type ContentChanges } from '../shared/changes/content-changes';
import { publishedPostFor, type PostReader } from '../shared/auth/published-post';
import { commentKeys } from '../storage/keys/comment-keys';
import type { CommentRepository, FoundComment } from './comment-repository';

/** Comments and one level of replies on published posts, as the board's `read` and `comment` permissions allow. */
export class CommentService {
  constructor(
    private readonly boards: BoardReader,
    private readonly posts: PostReader,
    private readonly comments: CommentRepository,
    private readonly authors: AuthorDirectory,
    /** Told of every comment written or deleted, once it is (the dashboard's counters). */
    private readonly changes: ContentChanges = unheardChanges,
    private readonly clock: Clock = systemClock,
    private readonly newId: () => string = randomUUID,
  ) {}

  /** A post's comments in thread order, where the board lets the caller read it. */
  async list(
    postId: string,
    caller: Caller | null,
    options: { limit?: number; nextToken?: string },
  ): Promise<Page<Comment>> {
    await publishedPostFor(this.posts, this.boards, postId, 'read', caller);
    return this.comments.list(postId, options.limit ?? 50, options.nextToken);
  }

  async add(
    postId: string,
    caller: Caller,
    input: { body: string; parentId?: string | null },
  ): Promise<Comment> {
    const { post } = await publishedPostFor(this.posts, this.boards, postId, 'comment', caller);
    let parentSortKey: string | null = null;
    if (input.parentId) {
      const parent = await this.comments.find(input.parentId);
      if (!parent || parent.comment.postId !== postId || parent.comment.parentId || parent.comment.deleted) {
        throw new BadRequestError('Replies answer a comment of the same post, one level deep.', [
          { field: 'body.parentId', message: 'is not a top-level comment of this post' },
        ]);
      }
      parentSortKey = parent.sortKey;
    }
    const at = this.clock();
    const comment: Comment = {
      id: this.newId(),
      postId,
      boardId: post.boardId,
      parentId: input.parentId ?? null,
      body: input.body,
      authorId: caller.userId,
      authorNickName: await signatureOf(this.authors, caller),
      deleted: false,
      createdAt: at,
      updatedAt: at,
    };
    const added = await this.comments.add(
      comment,
      commentKeys.sortKey(comment, parentSortKey),
      parentSortKey,
    );
    if (added === 'post-gone') throw new ConflictError('The post was just deleted.');
    if (added === 'parent-gone') throw new ConflictError('The comment you answered was just deleted.');
    await this.changes.changed({
      kind: 'comment-created',
      postId,
      commentId: comment.id,
      createdAt: comment.createdAt,
    });
    return comment;
  }

  /**
   * A live comment the caller wrote, on a post they may still read (published, on a board whose `read` lets
   * them: the check reading the comments makes); or any live comment for an admin, whose trash and boards
   * they run. A comment on a trashed post, or on a post moved where its author cannot read, stays as it is.
   */
  private async ownComment(commentId: string, caller: Caller): Promise<FoundComment> {
    const found = await this.comments.find(commentId);
    if (!found || found.comment.deleted) throw new NotFoundError('No comment with this id.');
    if (caller.isAdmin) return found;
    if (found.comment.authorId !== caller.userId) {
      throw new ForbiddenError('Only the author or an administrator can change this comment.');
    }
    await publishedPostFor(this.posts, this.boards, found.comment.postId, 'read', caller);
    return found;
  }

  async edit(commentId: string, caller: Caller, body: string): Promise<Comment> {
    const { comment, sortKey } = await this.ownComment(commentId, caller);
    const at = this.clock();
    if (!(await this.comments.update(comment.postId, sortKey, body, at))) {
      throw new NotFoundError('No comment with this id.');
    }
    return { ...comment, body, updatedAt: at };
  }

  async remove(commentId: string, caller: Caller): Promise<{ id: string; deleted: true }> {
    const found = await this.ownComment(commentId, caller);
    const { comment, sortKey } = found;
    const hasReplies = !comment.parentId && (await this.comments.hasReplies(comment.postId, sortKey));
    if (!(await this.comments.remove(found, hasReplies, caller.userId, this.clock()))) {
      throw new NotFoundError('No comment with this id.');
    }
    await this.changes.changed({
      kind: 'comment-deleted',
      postId: comment.postId,
      commentId,
      createdAt: comment.createdAt,
    });
    return { id: commentId, deleted: true };
  }

  /** The caller's own comments, newest first. */
  mine(caller: Caller, page: { limit?: number; nextToken?: string }): Promise<Page<Comment>> {
    return this.comments.listByAuthor(caller.userId, page.limit ?? 20, page.nextToken);
  }
}
