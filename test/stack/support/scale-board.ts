import {
  localDocumentClient,
  scaleBoardItems,
  writeItems,
  type WriteFigures,
} from '../../../bench/scale-seed';
import { localStack } from './clients';

/**
 * Seeds a board of `posts` posts into the running stack's DynamoDB Local, straight to the table (BatchWriteItem
 * from four writers), with the items the benchmark seeds (bench/scale-seed.ts: the app's own item building).
 * `uniform` content: every post the same size, so that two boards whose ids have the same length cost the same
 * units wherever the design costs the same. Returns how many items were written and how long it took.
 */
export async function seedScaleBoard(
  boardId: string,
  posts: number,
  content: 'uniform' | 'varied' = 'uniform',
): Promise<WriteFigures> {
  const stack = localStack();
  const client = localDocumentClient(stack);
  try {
    return await writeItems(client, stack.tables.content, scaleBoardItems({ boardId, posts, content }), {
      writers: 4,
    });
  } finally {
    client.destroy();
  }
}
