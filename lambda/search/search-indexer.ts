import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { normalizeSearchText } from '../../contracts/search';
import { batchWrite } from '../shared/dynamo/batch-write';
import { conditionally } from '../shared/dynamo/conditional';
import type { ChangeConsumer, ItemChange } from '../shared/stream/item-changes';
import { commentKeys } from '../storage/keys/comment-keys';
import { postKeys } from '../storage/keys/post-keys';
import { textGrams } from './grams';
import { searchKeys } from './search-keys';

type Item = Readonly<Record<string, unknown>>;

/** What a post is indexed under: its board, its order, and each field's grams (docs/search.md). */
export interface PostIndex {
  readonly boardId: string;
  readonly order: string;
  readonly fields: Readonly<Record<'t' | 'x' | 'u' | 'g', readonly string[]>>;
}

const POST_FIELDS = ['t', 'x', 'u', 'g'] as const;

/** The text a reader sees of a post's body: a rich-text body's stored plain text, else the body as written. */
export function bodyTextOf(meta: Item, body: Item | undefined): string {
  const holder = body ?? meta;
  if (typeof holder.bodyText === 'string') return holder.bodyText;
  return meta.format !== 'richtext' && typeof holder.body === 'string' ? holder.body : '';
}

/** A tag as it is indexed and looked up: normalized like every searched text. */
export const tagGram = (tag: string): string => normalizeSearchText(tag).text;

/**
 * What a post should be indexed under now: nothing unless it is published (a draft, a trashed post and a
 * purged one are found by nobody), else its title, its title and body, its author and its tags.
 */
export function postIndexOf(meta: Item | undefined, body: Item | undefined): PostIndex | null {
  if (!meta || meta.status !== 'published') return null;
  const title = String(meta.title ?? '');
  const tags = Array.isArray(meta.tags) ? (meta.tags as unknown[]).map(String) : [];
  return {
    boardId: String(meta.boardId),
    order: searchKeys.order(String(meta.createdAt), String(meta.id)),
    fields: {
      t: [...textGrams(title)],
      // The title first, so a body cut at the indexed length never loses the title's grams.
      x: [...textGrams(`${title}\n${bodyTextOf(meta, body)}`)],
      u: typeof meta.authorId === 'string' ? [meta.authorId] : [],
      g: [...new Set(tags.map(tagGram).filter((tag) => tag !== ''))],
    },
  };
}

/** The posting items of a post's index, keyed by `pk \u0000 sk`. */
export function postingsOf(postId: string, index: PostIndex | null): Map<string, Record<string, unknown>> {
  const postings = new Map<string, Record<string, unknown>>();
  if (!index) return postings;
  for (const field of POST_FIELDS) {
    for (const gram of index.fields[field]) {
      const key = searchKeys.posting(index.boardId, field, gram, index.order);
      postings.set(`${key.pk}\u0000${key.sk}`, { ...key, p: postId });
    }
  }
  return postings;
}

/** A comment's postings: one per gram of its text while it is not deleted. */
function commentPostingsOf(comment: Item | undefined): Map<string, Record<string, unknown>> {
  const postings = new Map<string, Record<string, unknown>>();
  if (!comment || comment.deleted !== false || typeof comment.body !== 'string') return postings;
  const order = searchKeys.order(String(comment.createdAt), String(comment.id));
  for (const gram of textGrams(comment.body)) {
    const key = searchKeys.posting(String(comment.boardId), 'c', gram, order);
    postings.set(`${key.pk}\u0000${key.sk}`, { ...key, p: comment.postId, k: comment.sk });
  }
  return postings;
}

const keyOf = (posting: Record<string, unknown>) => ({ pk: posting.pk, sk: posting.sk });

/** Attributes of a post's own item that its index depends on: a change of anything else (counters) indexes nothing. */
const INDEXED_META = [
  'status',
  'title',
  'boardId',
  'createdAt',
  'authorId',
  'tags',
  'body',
  'bodyText',
  'format',
];
const INDEXED_BODY = ['body', 'bodyText'];

function changed(change: ItemChange, attributes: readonly string[]): boolean {
  if (!change.before || !change.after) return true;
  return attributes.some(
    (name) => JSON.stringify(change.before?.[name]) !== JSON.stringify(change.after?.[name]),
  );
}

const ATTEMPTS = 5;

/**
 * The search index kept from the content table's stream (docs/search.md): a consumer of
 * lambda/apis/content-stream.ts. A post's change (its own item or its body) makes its index what the post is now:
 * the post and its body are read again (consistently), compared with what the post has indexed (its manifest), and
 * only the postings that differ are written or deleted; the manifest is then replaced on the condition that no
 * other change replaced it meanwhile (else the whole comparison runs again), so two changes of one post handled at
 * once in different shards cannot leave postings behind. A comment's change is read from its images: the
 * postings of its text before and after. At least once: writing a posting twice, or deleting one already gone, is
 * harmless.
 */
export class SearchIndexer implements ChangeConsumer {
  readonly name = 'search index';

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly contentTable: string,
    private readonly searchTable: string,
  ) {}

  async consume(change: ItemChange): Promise<void> {
    if (!change.pk.startsWith(postKeys.partition(''))) return;
    const postId = change.pk.slice(postKeys.partition('').length);
    if (change.sk === postKeys.metaSortKey) {
      if (changed(change, INDEXED_META)) await this.indexPost(postId);
    } else if (change.sk === postKeys.body(postId).sk) {
      if (changed(change, INDEXED_BODY)) await this.indexPost(postId);
    } else if (change.sk.startsWith(commentKeys.prefix) && isComment(change)) {
      await this.indexComment(change);
    }
  }

  /** Makes a post's postings what the post is now; answers what it is indexed under. */
  async indexPost(postId: string): Promise<PostIndex | null> {
    // Postings written by an attempt whose manifest lost the race: deleted by the next if no longer wanted.
    const attempted = new Map<string, Record<string, unknown>>();
    for (let attempt = 1; ; attempt++) {
      const [meta, body, manifest] = await Promise.all([
        this.get(this.contentTable, postKeys.post(postId)),
        this.get(this.contentTable, postKeys.body(postId)),
        this.get(this.searchTable, searchKeys.manifest(postId)),
      ]);
      const wanted = postIndexOf(meta, body);
      const had = postingsOf(postId, manifest ? manifestIndex(manifest) : null);
      const want = postingsOf(postId, wanted);
      const puts = [...want].filter(([key]) => !had.has(key)).map(([, posting]) => posting);
      const deletes = [...new Map([...had, ...attempted])]
        .filter(([key]) => !want.has(key))
        .map(([, posting]) => keyOf(posting));
      if (puts.length > 0 || deletes.length > 0)
        await batchWrite(this.client, this.searchTable, puts, deletes);
      for (const posting of puts) attempted.set(`${posting.pk}\u0000${posting.sk}`, posting);
      if (await this.replaceManifest(postId, manifest, wanted)) return wanted;
      if (attempt >= ATTEMPTS) throw new Error(`Post ${postId}: its index kept changing under the indexer`);
    }
  }

  /** False when another change replaced the manifest since it was read. */
  private async replaceManifest(
    postId: string,
    old: Item | undefined,
    index: PostIndex | null,
  ): Promise<boolean> {
    const condition =
      old === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': old.v } };
    if (!index) {
      if (old === undefined) return true;
      return conditionally(() =>
        this.client.send(
          new DeleteCommand({ TableName: this.searchTable, Key: searchKeys.manifest(postId), ...condition }),
        ),
      );
    }
    return conditionally(() =>
      this.client.send(
        new PutCommand({
          TableName: this.searchTable,
          Item: manifestItem(postId, index, Number(old?.v ?? 0) + 1),
          ...condition,
        }),
      ),
    );
  }

  private async indexComment(change: ItemChange): Promise<void> {
    const had = commentPostingsOf(change.before);
    const want = commentPostingsOf(change.after);
    const puts = [...want].filter(([key]) => !had.has(key)).map(([, posting]) => posting);
    const deletes = [...had].filter(([key]) => !want.has(key)).map(([, posting]) => keyOf(posting));
    if (puts.length > 0 || deletes.length > 0) await batchWrite(this.client, this.searchTable, puts, deletes);
  }

  private async get(table: string, key: Record<string, string>): Promise<Item | undefined> {
    const out = await this.client.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
    return out.Item;
  }
}

function manifestIndex(manifest: Item): PostIndex {
  const list = (value: unknown) => (typeof value === 'string' && value !== '' ? value.split(' ') : []);
  return {
    boardId: String(manifest.boardId),
    order: String(manifest.order),
    fields: { t: list(manifest.t), x: list(manifest.x), u: list(manifest.u), g: list(manifest.g) },
  };
}

/** A comment item (votes and reports on comments have sort keys of their own under the same prefix). */
function isComment(change: ItemChange): boolean {
  return typeof (change.after ?? change.before)?.deleted === 'boolean';
}

/**
 * The search table's items for a published post as the indexer would write them (its postings and its manifest):
 * what a seeder writes directly for posts it stores without the stream (bench/, test/support/board-seed.ts).
 */
export function indexItemsOf(meta: Item, body: Item | undefined): Record<string, unknown>[] {
  const index = postIndexOf(meta, body);
  if (!index) return [];
  const postId = String(meta.id);
  return [...postingsOf(postId, index).values(), manifestItem(postId, index, 1)];
}

/** What a post has indexed, as the search table keeps it; `v` counts its replacements. */
function manifestItem(postId: string, index: PostIndex, v: number): Record<string, unknown> {
  return {
    ...searchKeys.manifest(postId),
    boardId: index.boardId,
    order: index.order,
    // Grams never hold a space (it separates words): each field's list is one string.
    ...Object.fromEntries(POST_FIELDS.map((field) => [field, index.fields[field].join(' ')])),
    v,
  };
}

/** Comment postings of a stored comment: what the reindex job writes for comments stored before the index. */
export function commentPostings(comment: Item): Record<string, unknown>[] {
  return [...commentPostingsOf(comment).values()];
}
