import { postKeys } from './keys/post-keys';

/**
 * The transaction item that moves one of a post's counters with the change it counts, so both happen or
 * neither: on a published post only (a new comment or scrap), or on any stored post (removals, restores).
 */
export function postCounterUpdate(
  tableName: string,
  postId: string,
  field: 'commentCount' | 'scrapCount',
  delta: 1 | -1,
  options = { publishedOnly: false },
) {
  return {
    Update: {
      TableName: tableName,
      Key: postKeys.post(postId),
      UpdateExpression: `ADD ${field} :delta`,
      ...(options.publishedOnly
        ? {
            ConditionExpression: '#status = :published',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':delta': delta, ':published': 'published' },
          }
        : { ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':delta': delta } }),
    },
  };
}
