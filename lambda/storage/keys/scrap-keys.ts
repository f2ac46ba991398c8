import { postKeys } from './post-keys';
import { timeOrder } from '../../shared/dynamo/storage-attributes';

/**
 * The content table's scrap (bookmark) keys, spelled here and nowhere else (docs/data-model.md, R1–R3): in the
 * scrapped post's partition, `SCRAP#<userId>`; the member's scraps on gsi3, `AUTHOR#<u>#SCRAPS`, newest first.
 */
export const scrapKeys = {
  scrap: (postId: string, userId: string) => ({ pk: postKeys.partition(postId), sk: `SCRAP#${userId}` }),
  author: (userId: string) => `AUTHOR#${userId}#SCRAPS`,
  order: timeOrder,
};
