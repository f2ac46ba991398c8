import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../shared/dynamo/batch-get';
import { logger } from '../shared/runtime/logger';

/*
 * View counts (docs/data-model.md, "View counts"). A view is never written to the post: the post item is in
 * four indexes that copy it whole, so one `ADD views 1` there rewrote the post five times. Views are counted
 * in small items of their own, in no index: one item per 50 consecutive numbers of a board
 * (lambda/storage/list-counts.ts), `v<number>` per post, so one view is one `ADD` on an item well under 1 KB
 * (1 write unit), and a page of a list, whose rows have neighbouring numbers, finds all its counts in one or two
 * items (one BatchGetItem). A post's shown count is what its item held before views moved out (`views`, which
 * nothing writes any more) plus its counter.
 */

/** Numbers per view item: as many as a bitmap word of the list counts, so a page touches one or two items. */
export const VIEWS_PER_ITEM = 50;

/** Where a listed post is counted: its board and its number there. */
export interface ViewPlace {
  readonly boardId: string;
  readonly seq: number;
}

export const viewKeys = {
  item: (place: ViewPlace) => ({
    pk: `VIEWS#${place.boardId}#${Math.floor(place.seq / VIEWS_PER_ITEM)}`,
    sk: 'VIEWS',
  }),
  attribute: (seq: number) => `v${seq}`,
};

/** Counts one view of the post at `place`: one UpdateItem of 1 write unit on an item in no index. */
export async function countView(
  client: DynamoDBDocumentClient,
  tableName: string,
  place: ViewPlace,
): Promise<void> {
  await client.send(
    new UpdateCommand({
      TableName: tableName,
      Key: viewKeys.item(place),
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': viewKeys.attribute(place.seq) },
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}

/**
 * The view counters of these places (one BatchGetItem of their distinct items), by `<boardId>#<seq>`. A read
 * that fails (throttled, unavailable) answers no counters, logged: the page then shows the counts its posts
 * stored, and never fails for a view count.
 */
export async function readViews(
  client: DynamoDBDocumentClient,
  tableName: string,
  places: readonly ViewPlace[],
): Promise<Map<string, number>> {
  const keys = new Map<string, { pk: string; sk: string }>();
  for (const place of places) {
    const key = viewKeys.item(place);
    keys.set(key.pk, key);
  }
  const counts = new Map<string, number>();
  if (keys.size === 0) return counts;
  let items: Record<string, unknown>[];
  try {
    items = await batchGet(client, tableName, [...keys.values()]);
  } catch (error) {
    logger.warn('View counts not read', { items: keys.size, error });
    return counts;
  }
  const byPk = new Map(items.map((item) => [String(item.pk), item]));
  for (const place of places) {
    const value = byPk.get(viewKeys.item(place).pk)?.[viewKeys.attribute(place.seq)];
    counts.set(`${place.boardId}#${place.seq}`, typeof value === 'number' ? value : 0);
  }
  return counts;
}

/** Where a stored post item is counted, or null for one without a number (a draft, or not yet numbered). */
export function viewPlaceOf(item: Record<string, unknown>): ViewPlace | null {
  return typeof item.listSeq === 'number' && typeof item.boardId === 'string'
    ? { boardId: item.boardId, seq: item.listSeq }
    : null;
}

/**
 * Stored post items with `views` as shown: the count their item held plus their counter (one BatchGetItem for
 * them all, none when none is numbered). Every list and the post page answer views through here.
 */
export async function withViews<T extends Record<string, unknown>>(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly T[],
): Promise<T[]> {
  const places = items.map(viewPlaceOf).filter((place): place is ViewPlace => place !== null);
  return addViews(items, await readViews(client, tableName, places));
}

/** Stored post items with `views` as shown, from counters read already (readViews). */
export function addViews<T extends Record<string, unknown>>(
  items: readonly T[],
  counts: ReadonlyMap<string, number>,
): T[] {
  return items.map((item) => {
    const place = viewPlaceOf(item);
    const stored = typeof item.views === 'number' ? item.views : 0;
    return place ? { ...item, views: stored + (counts.get(`${place.boardId}#${place.seq}`) ?? 0) } : item;
  });
}
