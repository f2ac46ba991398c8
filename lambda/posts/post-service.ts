import { randomUUID } from 'node:crypto';
import type { Board } from '../../contracts/board';
import type { Page } from '../../contracts/pagination';
import type { CreatePostBody, Post, PostSummary, UpdatePostBody } from '../../contracts/post';
import type { Caller } from '../shared/auth/caller';
import { unheardChanges, type ContentChanges } from '../shared/changes/content-changes';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { assertAllowed, existingBoard, type BoardReader } from '../shared/auth/board-permissions';
import { signatureOf, type AuthorDirectory } from '../shared/auth/author-signature';
import { postContent } from './post-content';
import type { PostRepository } from './post-repository';
import { publishedPostFor } from '../shared/auth/published-post';

function summaryOf(post: Post): PostSummary {
  const { body: _body, ...summary } = post;
  return summary;
}

/** A post's version, counters and times when it is written for the first time at `at`. */
export function newPostState(at: string) {
  return { version: 1, views: 0, commentCount: 0, scrapCount: 0, createdAt: at, updatedAt: at };
}

export class PostService {
  constructor(
    private readonly boards: BoardReader,
    private readonly posts: PostRepository,
    private readonly authors: AuthorDirectory,
    /** Told of every post written, edited, trashed or deleted, once it is (the API's cache invalidations). */
    private readonly changes: ContentChanges = unheardChanges,
    private readonly clock: Clock = systemClock,
    private readonly newId: () => string = randomUUID,
  ) {}

  private board(boardId: string): Promise<Board> {
    return existingBoard(this.boards, boardId);
  }

  private nickName(caller: Caller): Promise<string> {
    return signatureOf(this.authors, caller);
  }

  async create(boardId: string, caller: Caller, input: CreatePostBody): Promise<Post> {
    const board = await this.board(boardId);
    assertAllowed(board, 'write', caller);
    this.checkFields(board, caller, input);
    const at = this.clock();
    const post: Post = {
      id: this.newId(),
      boardId,
      ...postContent(input),
      isNotice: input.isNotice,
      authorId: caller.userId,
      authorNickName: await this.nickName(caller),
      status: input.draft ? 'draft' : 'published',
      ...newPostState(at),
    };
    await this.posts.create(post);
    await this.changes.changed({
      kind: 'post-created',
      boardId,
      postId: post.id,
      draft: post.status === 'draft',
      createdAt: post.createdAt,
    });
    return post;
  }

  private checkFields(board: Board, caller: Caller, input: { category?: string | null; isNotice?: boolean }) {
    if (input.category && !board.categories.includes(input.category)) {
      throw new BadRequestError(`${board.name} has no category "${input.category}".`, [
        { field: 'body.category', message: 'is not a category of this board' },
      ]);
    }
    if (input.isNotice && !caller.isAdmin) {
      throw new ForbiddenError('Only administrators can pin notices.');
    }
  }

  /**
   * A post the caller may change: a published post the caller may read on its board (the same check as reading
   * it) and wrote, or any published post for an admin; or a draft of the caller's own (drafts are private). A
   * post moved into a board its author cannot read is out of their reach for edits and deletes too.
   */
  private async editable(postId: string, caller: Caller): Promise<{ post: Post; board: Board }> {
    const stored = await this.posts.get(postId);
    if (stored?.status === 'draft') {
      if (stored.authorId !== caller.userId) throw new NotFoundError('No post with this id.');
      return { post: stored, board: await this.board(stored.boardId) };
    }
    const readable = await publishedPostFor(this.posts, this.boards, postId, 'read', caller, stored);
    if (readable.post.authorId !== caller.userId && !caller.isAdmin) {
      throw new ForbiddenError('Only the author or an administrator can change this post.');
    }
    return readable;
  }

  async update(postId: string, caller: Caller, input: UpdatePostBody): Promise<Post> {
    const { post, board } = await this.editable(postId, caller);
    this.checkFields(board, caller, { category: input.category, isNotice: input.isNotice && !post.isNotice });
    if (input.version !== post.version) throw this.staleVersion(post.version);
    const publishing = post.status === 'draft' && input.publish === true;
    if (publishing) assertAllowed(board, 'write', caller);
    const at = this.clock();
    const next: Post = {
      ...post,
      status: publishing ? 'published' : post.status,
      // A published draft is new to the board's readers: it lists by its publication time.
      createdAt: publishing ? at : post.createdAt,
      ...postContent(input),
      isNotice: caller.isAdmin ? (input.isNotice ?? post.isNotice) : post.isNotice,
      authorNickName: post.authorId === caller.userId ? await this.nickName(caller) : post.authorNickName,
      version: post.version + 1,
      updatedAt: at,
    };
    if (!(await this.posts.update(next, input.version, post.status))) {
      // Someone saved in between (or deleted it): nothing was overwritten.
      const current = await this.posts.get(postId);
      if (!current || current.status !== post.status) throw new NotFoundError('No post with this id.');
      throw this.staleVersion(current.version);
    }
    // An edit never trashes: the status is published or draft.
    const status = next.status as 'published' | 'draft';
    await this.changes.changed({
      kind: 'post-updated',
      boardId: next.boardId,
      postId,
      status,
      ...(publishing ? { publishedAt: next.createdAt } : {}),
    });
    return next;
  }

  private staleVersion(current: number): ConflictError {
    return new ConflictError(
      `This post was changed by someone else (now version ${current}). Reload it and apply your edit again.`,
    );
  }

  /**
   * "Delete": a published post moves to the trash, where an admin may restore or purge it; a draft is deleted
   * for good, as Rhymix deletes a temp-saved document, so it never reaches the admin's trash or a restore.
   */
  async remove(postId: string, caller: Caller): Promise<{ id: string; status: 'trashed' | 'deleted' }> {
    const { post } = await this.editable(postId, caller);
    if (post.status === 'draft') {
      if (!(await this.posts.deleteDraft(postId, caller.userId))) {
        throw new NotFoundError('No post with this id.');
      }
      await this.changes.changed({ kind: 'draft-deleted', boardId: post.boardId, postId });
      return { id: postId, status: 'deleted' };
    }
    if (!(await this.posts.trash(postId, caller.userId, this.clock()))) {
      throw new NotFoundError('No post with this id.');
    }
    await this.changes.changed({
      kind: 'post-trashed',
      boardId: post.boardId,
      postId,
      createdAt: post.createdAt,
    });
    return { id: postId, status: 'trashed' };
  }

  /** "Written Articles" and "Saved Articles" (drafts): the caller's own, newest first. */
  async mine(
    kind: 'posts' | 'drafts',
    caller: Caller,
    page: { limit?: number; nextToken?: string },
  ): Promise<Page<PostSummary | Post>> {
    const result = await this.posts.listByAuthor(kind, caller.userId, page.limit ?? 20, page.nextToken);
    if (kind === 'drafts') return result;
    // Lists carry no bodies; drafts keep theirs, to be finished.
    return { ...result, items: result.items.map(summaryOf) };
  }
}
