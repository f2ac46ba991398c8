import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGet, BATCH_GET_MAX } from '../shared/dynamo/batch-get';
import { postKeys } from './keys/post-keys';

/*
 * A post's body lives in an item of its own, `POST#<id>` / `BODY`, in no index (docs/data-model.md, "Bodies
 * apart from lists"). The post's own item (`META`) is in up to four indexes that copy it whole: with the body
 * apart, every list reads and every index write (a comment counted, an edit, a trash) carries the post's
 * summary only, however long its body. The body item holds `body` and, for a rich-text body, its plain text
 * (`bodyText`, what a body search reads). Posts stored before kept the body on `META`: readers take it from there
 * when there is no body item, and the post's next edit moves it.
 */

/** The attributes that live on the body item, and never on the post's own. */
export const BODY_ATTRIBUTES = ['body', 'bodyText'] as const;

/** A post's body item. */
export function bodyItem(
  postId: string,
  body: string,
  bodyText: string | undefined,
): Record<string, unknown> {
  return { ...postKeys.body(postId), body, ...(bodyText === undefined ? {} : { bodyText }) };
}

/** What a post's body item holds (or its own item held, for a post stored before bodies moved out). */
export interface StoredBody {
  readonly body: string;
  readonly bodyText?: string;
}

/** A post's own item as stored, with its body from the body item when there is one. */
export function withBody(
  meta: Record<string, unknown>,
  body: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!body) return meta;
  return {
    ...meta,
    body: body.body,
    ...(typeof body.bodyText === 'string' ? { bodyText: body.bodyText } : {}),
  };
}

/**
 * The body items of these posts (at most BATCH_GET_MAX), by post id: one BatchGetItem. A post without one (stored
 * before bodies moved out) is absent: its own item still holds its body.
 */
export async function readBodies(
  client: DynamoDBDocumentClient,
  tableName: string,
  postIds: readonly string[],
  attributes: readonly (typeof BODY_ATTRIBUTES)[number][] = BODY_ATTRIBUTES,
): Promise<Map<string, Record<string, unknown>>> {
  if (postIds.length > BATCH_GET_MAX) throw new Error(`readBodies takes at most ${BATCH_GET_MAX} posts`);
  const names = Object.fromEntries(attributes.map((name, index) => [`#b${index}`, name]));
  const items = await batchGet(
    client,
    tableName,
    [...new Set(postIds)].map((id) => postKeys.body(id)),
    { expression: ['pk', ...Object.keys(names)].join(', '), names },
  );
  return new Map(items.map((item) => [String(item.pk).slice(postKeys.partition('').length), item]));
}
