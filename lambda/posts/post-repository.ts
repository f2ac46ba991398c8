import {
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Post, PostSummary } from '../../contracts/post';
import type { Page } from '../../contracts/pagination';
import { batchGet } from '../shared/dynamo/batch-get';
import { conditionalTransaction, conditionalWrite } from '../shared/dynamo/conditional';
import { attributeUpdate, type AttributeUpdate } from '../shared/dynamo/attribute-update';
import { withoutStorageAttributes } from '../shared/dynamo/storage-attributes';
import { POST_EDITED_FIELDS } from './post-content';
import { countedLists, postBodyText, postIndexes, postListAttributes } from './post-indexes';
import { BODY_ATTRIBUTES, bodyItem, readBodies, withBody } from '../storage/post-bodies';
import { postKeys } from '../storage/keys/post-keys';
import { countUpdates, nextSeq, type ListMembership } from '../storage/list-counts';
import { readViews, viewKeys, withViews, type ViewPlace } from '../storage/view-counts';
import { gsi, TableRepository } from '../storage/table-repository';

/**
 * A stored post with its number in its board's lists (lambda/storage/list-counts.ts): none for a draft, or for a
 * post stored before lists were numbered (docs/data-model.md, "Numbered pages": a migration numbers them).
 */
export interface StoredPost {
  readonly post: Post;
  readonly listSeq: number | undefined;
}

/** The write of a post's own item, alone or as the first action of a transaction. */
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type PostWrite = { Put: NonNullable<TransactItem['Put']> } | { Update: NonNullable<TransactItem['Update']> };

/** A transaction action on a view counter: add `views` to it, or remove it. */
function viewMove(tableName: string, place: ViewPlace, views: number | 'REMOVE') {
  const update =
    views === 'REMOVE'
      ? { UpdateExpression: 'REMOVE #v' }
      : { UpdateExpression: 'ADD #v :n', ExpressionAttributeValues: { ':n': views } };
  return {
    Update: {
      TableName: tableName,
      Key: viewKeys.item(place),
      ExpressionAttributeNames: { '#v': viewKeys.attribute(place.seq) },
      ...update,
    },
  };
}

/** The counted lists a stored post is in (none before it has a number). */
function countedOf(post: Post, listSeq: number | undefined): ListMembership[] {
  return post.status === 'published' && listSeq !== undefined
    ? countedLists({ ...post, status: 'published', listSeq })
    : [];
}

/** A stored post without its body, as lists show it. */
export function postSummary(item: Record<string, unknown>): PostSummary {
  const { body: _body, ...rest } = withoutStorageAttributes<Post>(item);
  return rest;
}

/** Posts and drafts: their item, lists and lifecycle (docs/data-model.md, P1–P10, B5, D5–D6). */
export class PostRepository extends TableRepository {
  /**
   * Stores a new post, its body apart (lambda/storage/post-bodies.ts); its id is new (a UUID), so a failed
   * condition is a fault, not an outcome. A published post takes the board's next number and is counted in its
   * lists in the same transaction.
   */
  async create(post: Post): Promise<void> {
    const listSeq =
      post.status === 'published' ? await nextSeq(this.client, this.tableName, post.boardId) : undefined;
    const { body, ...summary } = post;
    const written = await this.writeCounted(
      {
        Put: {
          TableName: this.tableName,
          // Index and search attributes a state does not list are undefined, so not stored.
          Item: { ...postKeys.post(post.id), ...postListAttributes(post, listSeq), ...summary },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      [],
      countedOf(post, listSeq),
      [{ Put: { TableName: this.tableName, Item: bodyItem(post.id, body, postBodyText(post)) } }],
    );
    if (!written) throw new Error(`A post with the id ${post.id} exists already`);
  }

  /** The post with its body: its own item and its body item, in one BatchGetItem. */
  async get(id: string): Promise<Post | null> {
    return (await this.stored(id, false))?.post ?? null;
  }

  /**
   * The post as stored now (consistent reads unless asked otherwise), with its body and its number in its
   * board's lists: its own item and its body item, in one BatchGetItem.
   */
  async stored(id: string, consistent = true): Promise<StoredPost | null> {
    const items = await batchGet(
      this.client,
      this.tableName,
      [postKeys.post(id), postKeys.body(id)],
      undefined,
      consistent,
    );
    const meta = items.find((item) => item.sk === postKeys.metaSortKey);
    if (!meta) return null;
    const listSeq = meta.listSeq;
    return {
      post: withoutStorageAttributes<Post>(
        withBody(
          meta,
          items.find((item) => item.sk !== postKeys.metaSortKey),
        ),
      ),
      listSeq: typeof listSeq === 'number' ? listSeq : undefined,
    };
  }

  /**
   * A write of the post's item with the count changes of the lists it leaves and joins, in one transaction
   * (one plain write when no list changes); false when the post's condition failed (the only condition).
   */
  private async writeCounted(
    write: PostWrite,
    leaves: readonly ListMembership[],
    joins: readonly ListMembership[],
    also: readonly TransactItem[] = [],
  ): Promise<boolean> {
    const counts = [...countUpdates(this.tableName, leaves, joins), ...also];
    if (counts.length === 0) {
      const single = () =>
        'Put' in write
          ? this.client.send(new PutCommand(write.Put))
          : this.client.send(new UpdateCommand(write.Update));
      return (await conditionalWrite(single)).ok;
    }
    return (await conditionalTransaction(this.client, [write, ...counts])).ok;
  }

  /** An Update of the post's item with `update`, if it still has `status` and `version`. */
  private updateOf(id: string, update: AttributeUpdate, status: Post['status'], version: number): PostWrite {
    return {
      Update: {
        TableName: this.tableName,
        Key: postKeys.post(id),
        UpdateExpression: update.expression,
        ConditionExpression: '#status = :s AND #version = :v',
        ExpressionAttributeNames: { ...update.names, '#status': 'status', '#version': 'version' },
        ExpressionAttributeValues: { ...update.values, ':s': status, ':v': version },
      },
    };
  }

  /**
   * Writes an edit (every field of POST_EDITED_FIELDS, lambda/posts/post-content.ts), and the status and
   * creation time when a draft is published, if the stored post is still at `expectedVersion` with
   * `expectedStatus`; returns false (nothing written) otherwise. The index keys follow the new state (a
   * published draft takes the board's next number and joins its lists; a changed category or notice flag moves
   * the post between lists at its number), and the lists' counts with them.
   */
  async update(next: Post, expectedVersion: number, expectedStatus: Post['status']): Promise<boolean> {
    const current = await this.stored(next.id);
    if (!current || current.post.status !== expectedStatus || current.post.version !== expectedVersion) {
      return false;
    }
    // A post stored before lists were numbered takes a number at its first edit (listed as new: the migration
    // in docs/data-model.md numbers them in place).
    const listSeq =
      next.status === 'published'
        ? (current.listSeq ?? (await nextSeq(this.client, this.tableName, next.boardId)))
        : undefined;
    const edited = Object.fromEntries(
      POST_EDITED_FIELDS.filter((field) => field !== 'body').map((field) => [field, next[field]]),
    );
    // The body goes to its own item; one a post stored before kept on its own item is removed from there.
    const update = attributeUpdate({
      ...edited,
      ...postListAttributes(next, listSeq),
      ...Object.fromEntries(BODY_ATTRIBUTES.map((name) => [name, undefined])),
    });
    return this.writeCounted(
      this.updateOf(next.id, update, expectedStatus, expectedVersion),
      countedOf(current.post, current.listSeq),
      countedOf(next, listSeq),
      [{ Put: { TableName: this.tableName, Item: bodyItem(next.id, next.body, postBodyText(next)) } }],
    );
  }

  /**
   * Moves a published post to the trash (out of every list but the admin's trash); false if it is not
   * published. A draft never enters the trash: restoring it would publish what its author kept private.
   */
  async trash(id: string, by: string, at: string): Promise<boolean> {
    const current = await this.stored(id);
    if (!current || current.post.status !== 'published') return false;
    // The post keeps its number: a restore puts it back in its place.
    const update = attributeUpdate({
      status: 'trashed',
      deletedAt: at,
      deletedBy: by,
      ...postIndexes({ id, status: 'trashed', deletedAt: at }),
    });
    return this.writeCounted(
      this.updateOf(id, update, 'published', current.post.version),
      countedOf(current.post, current.listSeq),
      [],
    );
  }

  /**
   * Deletes a draft for good, as Rhymix deletes a temp-saved document: false unless it is still a draft of
   * `authorId`. Its partition holds nothing else (comments, scraps, votes and reports need a published post).
   */
  async deleteDraft(id: string, authorId: string): Promise<boolean> {
    return this.deleteIf({
      Key: postKeys.post(id),
      ConditionExpression: '#status = :draft AND authorId = :author',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':draft': 'draft', ':author': authorId },
    });
  }

  /** Which of these posts (at most 100) are drafts: one BatchGetItem of their ids and statuses. */
  async draftIds(ids: readonly string[]): Promise<string[]> {
    const found = await batchGet(
      this.client,
      this.tableName,
      ids.map((id) => postKeys.post(id)),
      { expression: 'id, #status', names: { '#status': 'status' } },
    );
    const drafts = new Set(found.filter((item) => item.status === 'draft').map((item) => String(item.id)));
    // In the order asked, for a message that names them as the admin listed them.
    return ids.filter((id) => drafts.has(id));
  }

  /** Whether a board has any published post or notice (two one-item Queries). */
  async boardHasPosts(boardId: string): Promise<boolean> {
    for (const notice of [false, true]) {
      const out = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': postKeys.boardList(boardId, notice) },
          Limit: 1,
        }),
      );
      if ((out.Items ?? []).length > 0) return true;
    }
    return false;
  }

  /** Puts a trashed post back where it was listed (board, category at its number, author, admin lists). */
  async restorePost(post: Post): Promise<boolean> {
    const current = await this.stored(post.id);
    if (!current || current.post.status !== 'trashed') return false;
    const listSeq = current.listSeq ?? (await nextSeq(this.client, this.tableName, current.post.boardId));
    const restored: Post = { ...current.post, status: 'published' };
    const update = attributeUpdate({
      status: 'published',
      deletedAt: undefined,
      deletedBy: undefined,
      listSeq,
      ...postIndexes({ ...restored, status: 'published', listSeq }),
    });
    return this.writeCounted(
      this.updateOf(post.id, update, 'trashed', current.post.version),
      [],
      countedOf(restored, listSeq),
    );
  }

  /**
   * Moves a published post to another board (admin "move", docs/admin-portal.md): it leaves its category
   * (categories belong to a board) and joins the new board's list with the board's next number, at the top, as
   * a post arriving there. Conditional on the version read, so an edit made meanwhile is never overwritten; the
   * version goes up, so an edit begun before the move is refused as stale. False (nothing written) when the
   * post changed or left.
   */
  async moveToBoard(post: Post, boardId: string, at: string): Promise<boolean> {
    const current = await this.stored(post.id);
    if (!current || current.post.status !== 'published' || current.post.version !== post.version)
      return false;
    const listSeq = await nextSeq(this.client, this.tableName, boardId);
    const moved: Post = {
      ...current.post,
      boardId,
      category: null,
      version: post.version + 1,
      updatedAt: at,
    };
    const update = attributeUpdate({
      boardId,
      category: null,
      version: moved.version,
      updatedAt: at,
      listSeq,
      ...postIndexes({ ...moved, status: 'published', listSeq }),
    });
    // Its views move with it: they are counted by its number, which is new (lambda/storage/view-counts.ts).
    const views = await this.viewsOf(current);
    const carry =
      views > 0 && current.listSeq !== undefined
        ? [
            viewMove(this.tableName, { boardId: current.post.boardId, seq: current.listSeq }, 'REMOVE'),
            viewMove(this.tableName, { boardId, seq: listSeq }, views),
          ]
        : [];
    return this.writeCounted(
      this.updateOf(post.id, update, 'published', post.version),
      countedOf(current.post, current.listSeq),
      countedOf(moved, listSeq),
      carry,
    );
  }

  /** The views counted for a stored post's number (0 without one). */
  private async viewsOf(stored: StoredPost): Promise<number> {
    if (stored.listSeq === undefined) return 0;
    const place = { boardId: stored.post.boardId, seq: stored.listSeq };
    const counts = await readViews(this.client, this.tableName, [place]);
    return counts.get(`${place.boardId}#${place.seq}`) ?? 0;
  }

  /**
   * Removes a trashed post for good with everything in its partition (comments, scraps): the items first, the
   * post last, so an interrupted purge can be run again. False unless the post is trashed.
   */
  async purgePost(id: string): Promise<boolean> {
    const found = await this.stored(id);
    if (!found || found.post.status !== 'trashed') return false;
    // 25 keys a page: one transaction deletes them.
    await this.forEachPage(
      { partition: postKeys.partition(id), projection: 'pk, sk', pageSize: 25 },
      async (page) => {
        // The post's own item goes last (below).
        const keys = ((page.Items ?? []) as { pk: string; sk: string }[]).filter(
          (key) => key.sk !== postKeys.metaSortKey,
        );
        if (keys.length > 0) {
          await this.client.send(
            new TransactWriteCommand({
              TransactItems: keys.map((key) => ({ Delete: { TableName: this.tableName, Key: key } })),
            }),
          );
        }
      },
    );
    const purged = await this.deleteIf({
      Key: postKeys.post(id),
      ConditionExpression: '#status = :trashed',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':trashed': 'trashed' },
    });
    // Its view counter goes too (a run again after a failure here finds no post: the counter stays, unseen).
    if (purged && found.listSeq !== undefined && (await this.viewsOf(found)) > 0) {
      const remove = viewMove(this.tableName, { boardId: found.post.boardId, seq: found.listSeq }, 'REMOVE');
      await this.client.send(new UpdateCommand(remove.Update));
    }
    return purged;
  }

  /** A member's posts or drafts, newest first (gsi3, P9–P10). */
  async listByAuthor(
    kind: 'posts' | 'drafts',
    userId: string,
    limit: number,
    nextToken?: string,
  ): Promise<Page<Post>> {
    const partition = kind === 'posts' ? postKeys.authorPosts(userId) : postKeys.authorDrafts(userId);
    const page = await this.queryPage(
      { keys: gsi('gsi3'), partition, descending: true, limit, nextToken },
      (item) => item,
    );
    // Posts with their views as shown; drafts with their bodies, to be finished: one BatchGetItem either way.
    const items =
      kind === 'posts'
        ? await withViews(this.client, this.tableName, page.items)
        : await this.withBodies(page.items);
    return { ...page, items: items.map((item) => withoutStorageAttributes<Post>(item)) };
  }

  /** Post items as stored, with their bodies from their body items (one BatchGetItem). */
  private async withBodies(items: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
    const bodies = await readBodies(
      this.client,
      this.tableName,
      items.map((item) => String(item.id)),
    );
    return items.map((item) => withBody(item, bodies.get(String(item.id))));
  }
}
