import { randomUUID } from 'node:crypto';
import type { Board, BoardAccess } from '../../contracts/board';
import type { Page } from '../../contracts/pagination';
import type {
  Article,
  Comment,
  CreatePostBody,
  Post,
  PostSummary,
  Scrap,
  UpdatePostBody,
} from '../../contracts/post';
import type { Caller } from '../shared/auth/caller';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../shared/http/errors';
import type { BoardRepository } from '../boards/board-repository';
import { postKeys, type PostRepository } from './post-repository';

function summaryOf(post: Post): PostSummary {
  const { body: _body, ...summary } = post;
  return summary;
}

/** What the service needs of the member directory: the nickName to show on what a member writes. */
export interface AuthorDirectory {
  nickNameOf(userId: string): Promise<string | null>;
}

type Action = keyof Board['permissions'];

const actionWords: Record<Action, string> = {
  list: 'see the posts of',
  read: 'read posts on',
  write: 'write on',
  comment: 'comment on',
};

/**
 * Whether `caller` may do `action` on `board`. Writing always needs an account: a board open to guests for
 * writing or commenting lets any member do it (anonymous posting, with its per-post passwords and spam, is not
 * offered). Throws 401 for a guest where members may, 403 for a member where only admins may.
 */
export function assertAllowed(board: Board, action: Action, caller: Caller | null): void {
  const needed: BoardAccess =
    (action === 'write' || action === 'comment') && board.permissions[action] === 'guest'
      ? 'member'
      : board.permissions[action];
  if (needed === 'guest') return;
  if (!caller) throw new UnauthorizedError(`Sign in to ${actionWords[action]} ${board.name}.`);
  if (needed === 'admin' && !caller.isAdmin) {
    throw new ForbiddenError(`Only administrators can ${actionWords[action]} ${board.name}.`);
  }
}

export interface PostListPage extends Page<PostSummary> {
  /** Notices pinned on top: on the first page of the unfiltered list only. */
  readonly notices: readonly PostSummary[];
}

export class PostService {
  constructor(
    private readonly boards: Pick<BoardRepository, 'get'>,
    private readonly posts: PostRepository,
    private readonly authors: AuthorDirectory,
    private readonly now: () => string = () => new Date().toISOString(),
    private readonly newId: () => string = randomUUID,
  ) {}

  private async board(boardId: string): Promise<Board> {
    const board = await this.boards.get(boardId);
    if (!board) throw new NotFoundError('No board with this id.');
    return board;
  }

  private async nickName(caller: Caller): Promise<string> {
    return (await this.authors.nickNameOf(caller.userId)) ?? caller.userName;
  }

  async list(
    boardId: string,
    caller: Caller | null,
    options: { limit?: number; nextToken?: string; category?: string; q?: string },
  ): Promise<PostListPage> {
    const board = await this.board(boardId);
    assertAllowed(board, 'list', caller);
    if (options.category !== undefined && !board.categories.includes(options.category)) {
      throw new BadRequestError(`${board.name} has no category "${options.category}".`, [
        { field: 'query.category', message: 'is not a category of this board' },
      ]);
    }
    const firstPlainPage = !options.nextToken && !options.category && !options.q;
    const [page, notices] = await Promise.all([
      this.posts.listBoard(boardId, { ...options, limit: options.limit ?? board.postsPerPage }),
      firstPlainPage ? this.posts.notices(boardId) : Promise.resolve([]),
    ]);
    return { ...page, notices };
  }

  async create(boardId: string, caller: Caller, input: CreatePostBody): Promise<Post> {
    const board = await this.board(boardId);
    assertAllowed(board, 'write', caller);
    this.checkFields(board, caller, input);
    const at = this.now();
    const post: Post = {
      id: this.newId(),
      boardId,
      title: input.title,
      body: input.body,
      format: input.format,
      category: input.category ?? null,
      isNotice: input.isNotice,
      authorId: caller.userId,
      authorNickName: await this.nickName(caller),
      status: input.draft ? 'draft' : 'published',
      version: 1,
      views: 0,
      commentCount: 0,
      scrapCount: 0,
      createdAt: at,
      updatedAt: at,
    };
    await this.posts.create(post);
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

  /** Reads a published post (counting the view) where the board lets the caller read. */
  async read(postId: string, caller: Caller | null): Promise<Post> {
    const stored = await this.posts.get(postId);
    if (!stored || stored.status !== 'published') throw new NotFoundError('No post with this id.');
    assertAllowed(await this.board(stored.boardId), 'read', caller);
    const counted = await this.posts.readAndCountView(postId);
    if (!counted) throw new NotFoundError('No post with this id.');
    return counted;
  }

  /** A published post its author or an admin may change, or a draft its author may (drafts are private). */
  private async editable(postId: string, caller: Caller): Promise<{ post: Post; board: Board }> {
    const post = await this.posts.get(postId);
    const mine = post?.authorId === caller.userId;
    if (!post || post.status === 'trashed' || (post.status === 'draft' && !mine)) {
      throw new NotFoundError('No post with this id.');
    }
    if (!mine && !caller.isAdmin) {
      throw new ForbiddenError('Only the author or an administrator can change this post.');
    }
    return { post, board: await this.board(post.boardId) };
  }

  async update(postId: string, caller: Caller, input: UpdatePostBody): Promise<Post> {
    const { post, board } = await this.editable(postId, caller);
    this.checkFields(board, caller, { category: input.category, isNotice: input.isNotice && !post.isNotice });
    if (input.version !== post.version) throw this.staleVersion(post.version);
    const publishing = post.status === 'draft' && input.publish === true;
    if (publishing) assertAllowed(board, 'write', caller);
    const at = this.now();
    const next: Post = {
      ...post,
      status: publishing ? 'published' : post.status,
      // A published draft is new to the board's readers: it lists by its publication time.
      createdAt: publishing ? at : post.createdAt,
      title: input.title,
      body: input.body,
      format: input.format,
      category: input.category ?? null,
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
    return next;
  }

  private staleVersion(current: number): ConflictError {
    return new ConflictError(
      `This post was changed by someone else (now version ${current}). Reload it and apply your edit again.`,
    );
  }

  async trash(postId: string, caller: Caller): Promise<{ id: string; status: 'trashed' }> {
    await this.editable(postId, caller);
    if (!(await this.posts.trash(postId, caller.userId, this.now()))) {
      throw new NotFoundError('No post with this id.');
    }
    return { id: postId, status: 'trashed' };
  }

  async comments(
    postId: string,
    caller: Caller | null,
    options: { limit?: number; nextToken?: string },
  ): Promise<Page<Comment>> {
    const post = await this.posts.get(postId);
    if (!post || post.status !== 'published') throw new NotFoundError('No post with this id.');
    assertAllowed(await this.board(post.boardId), 'read', caller);
    return this.posts.listComments(postId, options.limit ?? 50, options.nextToken);
  }

  async comment(
    postId: string,
    caller: Caller,
    input: { body: string; parentId?: string | null },
  ): Promise<Comment> {
    const post = await this.posts.get(postId);
    if (!post || post.status !== 'published') throw new NotFoundError('No post with this id.');
    assertAllowed(await this.board(post.boardId), 'comment', caller);
    let parentSortKey: string | null = null;
    if (input.parentId) {
      const parent = await this.posts.findComment(input.parentId);
      if (!parent || parent.comment.postId !== postId || parent.comment.parentId || parent.comment.deleted) {
        throw new BadRequestError('Replies answer a comment of the same post, one level deep.', [
          { field: 'body.parentId', message: 'is not a top-level comment of this post' },
        ]);
      }
      parentSortKey = parent.sortKey;
    }
    const at = this.now();
    const comment: Comment = {
      id: this.newId(),
      postId,
      boardId: post.boardId,
      parentId: input.parentId ?? null,
      body: input.body,
      authorId: caller.userId,
      authorNickName: await this.nickName(caller),
      deleted: false,
      createdAt: at,
      updatedAt: at,
    };
    const own = `${at}#${comment.id}`;
    const sortKey = parentSortKey ? `${parentSortKey}#${own}` : `COMMENT#${own}`;
    const added = await this.posts.addComment(comment, sortKey, parentSortKey);
    if (added === 'post-gone') throw new ConflictError('The post was just deleted.');
    if (added === 'parent-gone') throw new ConflictError('The comment you answered was just deleted.');
    return comment;
  }

  private async ownComment(commentId: string, caller: Caller) {
    const found = await this.posts.findComment(commentId);
    if (!found || found.comment.deleted) throw new NotFoundError('No comment with this id.');
    if (found.comment.authorId !== caller.userId && !caller.isAdmin) {
      throw new ForbiddenError('Only the author or an administrator can change this comment.');
    }
    return found;
  }

  async editComment(commentId: string, caller: Caller, body: string): Promise<Comment> {
    const { comment, sortKey } = await this.ownComment(commentId, caller);
    const at = this.now();
    if (!(await this.posts.updateComment(comment.postId, sortKey, body, at))) {
      throw new NotFoundError('No comment with this id.');
    }
    return { ...comment, body, updatedAt: at };
  }

  async deleteComment(commentId: string, caller: Caller): Promise<{ id: string; deleted: true }> {
    const { comment, sortKey } = await this.ownComment(commentId, caller);
    const hasReplies = !comment.parentId && (await this.posts.hasReplies(comment.postId, sortKey));
    if (!(await this.posts.deleteComment(comment, sortKey, hasReplies, caller.userId, this.now()))) {
      throw new NotFoundError('No comment with this id.');
    }
    return { id: commentId, deleted: true };
  }

  /** "Written Articles", "Saved Articles" (drafts), my comments, "Scraps": the caller's own, newest first. */
  async mine(
    kind: 'posts' | 'drafts' | 'comments' | 'scraps',
    caller: Caller,
    page: { limit?: number; nextToken?: string },
  ): Promise<Page<PostSummary | Post | Comment | Scrap>> {
    const partition = {
      posts: postKeys.authorPosts,
      drafts: postKeys.authorDrafts,
      comments: postKeys.authorComments,
      scraps: postKeys.authorScraps,
    }[kind](caller.userId);
    const shape = kind === 'comments' ? 'comment' : kind === 'scraps' ? 'scrap' : 'post';
    const result = await this.posts.listByAuthor<Post | Comment | Scrap>(
      partition,
      page.limit ?? 20,
      page.nextToken,
      shape,
    );
    if (kind !== 'posts') return result;
    // Lists carry no bodies; drafts keep theirs, to be finished.
    return { ...result, items: result.items.map((item) => summaryOf(item as Post)) };
  }

  async scrap(postId: string, caller: Caller): Promise<Scrap> {
    const post = await this.posts.get(postId);
    if (!post || post.status !== 'published') throw new NotFoundError('No post with this id.');
    assertAllowed(await this.board(post.boardId), 'read', caller);
    const scrap: Scrap = { postId, boardId: post.boardId, title: post.title, scrappedAt: this.now() };
    const outcome = await this.posts.addScrap(scrap, caller.userId);
    if (outcome === 'gone') throw new NotFoundError('No post with this id.');
    return scrap;
  }

  async unscrap(postId: string, caller: Caller): Promise<{ postId: string; scrapped: false }> {
    if (!(await this.posts.removeScrap(postId, caller.userId))) {
      throw new NotFoundError('You have not scrapped this post.');
    }
    return { postId, scrapped: false };
  }

  async article(articleId: string): Promise<Article> {
    const article = await this.posts.getArticle(articleId);
    if (!article) throw new NotFoundError('No article with this id.');
    return article;
  }

  async putArticle(articleId: string, input: Pick<Article, 'title' | 'body' | 'format'>): Promise<Article> {
    const article: Article = { id: articleId, ...input, updatedAt: this.now() };
    await this.posts.putArticle(article);
    return article;
  }
}
