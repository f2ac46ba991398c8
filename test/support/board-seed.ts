import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writeItems } from '../../bench/scale-seed';
import type { Post } from '../../contracts/post';
import { postListAttributes } from '../../lambda/posts/post-indexes';
import { newPostState } from '../../lambda/posts/post-service';
import { postKeys } from '../../lambda/storage/keys/post-keys';
import { listCountItems, listCountKeys } from '../../lambda/storage/list-counts';
import { bodyItem } from '../../lambda/storage/post-bodies';

/**
 * A board of `count` posts written straight into the content table, as the app would have stored them one by
 * one (the post items from lambda/posts/post-indexes.ts, their body items, the lists' count items and the
 * board's sequence), with the benchmark's writer (bench/scale-seed.ts: BatchWriteItem from several writers):
 * seconds for tens of thousands of posts, where the API would take minutes. Every post is the same size, so the
 * cost of reading any page is comparable. Its posts have predictable ids and categories (what the tests name),
 * where the benchmark's boards have realistic ones.
 */
export interface SeededBoard {
  readonly boardId: string;
  readonly count: number;
  /** Every `categoryEvery`-th post is in category 'A'. */
  readonly categoryEvery: number;
}

const WRITERS = 8;

/** The n-th post (1 = the oldest) of a seeded board. */
export function seededPost(boardId: string, n: number, categoryEvery: number): Post {
  const at = new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();
  return {
    id: `${boardId}-${String(n).padStart(7, '0')}`,
    boardId,
    title: `Seeded post ${String(n).padStart(7, '0')}`,
    body: '게시판 본문 '.repeat(100),
    format: 'text',
    category: n % categoryEvery === 0 ? 'A' : null,
    isNotice: false,
    authorId: 'seed-author',
    authorNickName: '시드',
    status: 'published',
    ...newPostState(at),
  };
}

export async function seedBoard(
  client: DynamoDBDocumentClient,
  tableName: string,
  board: SeededBoard,
): Promise<void> {
  const items: Record<string, unknown>[] = [];
  const categorySeqs: number[] = [];
  for (let n = 1; n <= board.count; n++) {
    const { body, ...summary } = seededPost(board.boardId, n, board.categoryEvery);
    const post = { ...summary, body } as Post;
    items.push({ ...postKeys.post(post.id), ...postListAttributes(post, n), ...summary });
    items.push(bodyItem(post.id, body, undefined));
    if (post.category) categorySeqs.push(n);
  }
  const all = Array.from({ length: board.count }, (_, i) => i + 1);
  items.push(...listCountItems(postKeys.boardList(board.boardId, false), all));
  items.push(...listCountItems(postKeys.category(board.boardId, 'A'), categorySeqs));
  items.push({ ...listCountKeys.sequence(board.boardId), last: board.count });
  await writeItems(client, tableName, items, { writers: WRITERS });
}
