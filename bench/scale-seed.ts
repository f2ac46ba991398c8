/**
 * Large boards for `npm run bench -- --scale` and the equal-cost test (test/scale): the items a board of N posts
 * stores, built with the project's own code, and a fast writer for them (BatchWriteItem from several writers at
 * once, straight to DynamoDB Local, never through the API).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Board } from '../contracts/board';
import type { BodyFormat, Post } from '../contracts/post';
import { boardKeys } from '../lambda/boards/board-repository';
import { postContent } from '../lambda/posts/post-content';
import { postBodyText, postListAttributes } from '../lambda/posts/post-indexes';
import { bodyItem } from '../lambda/storage/post-bodies';
import { newPostState } from '../lambda/posts/post-service';
import { postKeys } from '../lambda/storage/keys/post-keys';
import { listCountItems, listCountKeys } from '../lambda/storage/list-counts';

export interface ScaleBoardOptions {
  readonly boardId: string;
  /** Posts in the board's list (notices apart). */
  readonly posts: number;
  /** Pinned notices besides them (default 3). */
  readonly notices?: number;
  /** The board's categories; about 60 % of the posts are in one (default: four Korean category names). */
  readonly categories?: readonly string[];
  readonly postsPerPage?: number;
  /**
   * `varied` (default): titles, nicknames and bodies (1–5 KB) of varied length, as a real board. `uniform`:
   * every post the same size (a 3,000-byte body, one author, each post in a category of the same length, in
   * turn), so that two boards whose ids have the same length read the same bytes on any page and cost the same
   * units wherever the design costs the same (test/scale).
   */
  readonly content?: 'varied' | 'uniform';
  /** Seed of the generator: the same options give the same items. */
  readonly seed?: number;
  /** The newest post's time; the others are spread over the years before it. Default: now. */
  readonly newest?: Date;
}

export const SCALE_CATEGORIES = ['자유', '질문', '정보', '유머'] as const;

/** mulberry32: small, fast and deterministic. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  '오늘 어제 내일 주말 아침 저녁 회사 학교 동네 카페 커피 점심 저녁밥 라면 김치찌개 날씨 비 눈 바람 햇살 ' +
  '게시판 글 댓글 추천 질문 답변 정보 후기 사진 여행 제주도 부산 서울 강릉 산책 운동 자전거 등산 책 영화 ' +
  '드라마 음악 공연 노래 게임 컴퓨터 노트북 키보드 마우스 모니터 스마트폰 앱 업데이트 서버 데이터베이스 ' +
  '고양이 강아지 가족 친구 동료 선배 후배 이웃 시장 마트 가격 할인 배송 택배 주문 환불 이사 청소 요리 레시피'
).split(' ');
const ENDINGS = [
  '했습니다.',
  '같아요.',
  '좋네요.',
  '궁금합니다.',
  '추천합니다.',
  '어떻게 생각하세요?',
  '다녀왔어요.',
  '공유합니다.',
  '정리해 봤습니다.',
  '괜찮았어요!',
];
const TITLE_TAILS = ['후기', '질문 있어요', '추천 부탁드려요', '정리', '이야기', '소식', '팁 공유', '잡담'];
const NICK_PARTS = [
  '하늘',
  '바다',
  '별빛',
  '고양이',
  '달님',
  '초코',
  '민트',
  '구름',
  '봄날',
  '여름',
  '단풍',
  '눈송이',
];

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function sentence(random: () => number): string {
  const words = 3 + Math.floor(random() * 7);
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)] as string);
  return `${picked.join(' ')} ${ENDINGS[Math.floor(random() * ENDINGS.length)] as string}`;
}

/** Korean paragraphs of exactly `target` UTF-8 bytes. */
function body(random: () => number, target: number): string {
  const parts: string[] = [];
  let size = 0;
  while (true) {
    const next = `${parts.length > 0 ? (random() < 0.2 ? '\n\n' : ' ') : ''}${sentence(random)}`;
    const length = bytes(next);
    if (size + length > target) break;
    parts.push(next);
    size += length;
  }
  // Filled to the byte with Hangul syllables (3 bytes each), then ASCII dots.
  const syllables = Math.floor((target - size) / 3);
  return `${parts.join('')}${'다'.repeat(syllables)}${'.'.repeat(target - size - syllables * 3)}`;
}

/** FNV-1a of a text, for seeding. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A UUID v4 from the generator (post and author ids: the API's schema takes letters, digits and hyphens). */
function uuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The board record a scale board is stored with, as the admin API creates one. */
export function scaleBoard(options: ScaleBoardOptions, at: string): Board {
  return {
    id: options.boardId,
    name: `규모 ${options.posts.toLocaleString('en-US')}`,
    description: `A board of ${options.posts} seeded posts (npm run bench -- --scale)`,
    postsPerPage: options.postsPerPage ?? 20,
    categories: [...(options.categories ?? SCALE_CATEGORIES)],
    permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Every item a board of `posts` posts (and a few notices) stores, in the order to write them: the board record,
 * each post, then its lists' count items and the board's sequence. THE ONE PLACE a seeded board's storage is
 * decided: each post item is built as PostRepository.create builds it (`postKeys` and `postListAttributes`
 * from the post and its number in the board, its body apart with `bodyItem`), the count items with `listCountItems` and the sequence with
 * `listCountKeys` (lambda/storage/list-counts.ts), so a change of how lists are stored changes what is seeded
 * through those functions, and a change of what a post's write stores beside it is made here and nowhere else.
 *
 * Posts take the board's numbers 1…N+notices in the order of their dates, as if written one after another;
 * the notices are spread among them (each takes a number too, as a published post does, but is in no counted
 * list). Items are produced lazily: a million posts are never in memory at once (their numbers are).
 */
export function* scaleBoardItems(options: ScaleBoardOptions): Generator<Record<string, unknown>> {
  const seed = options.seed ?? 20_261_128;
  const random = generator(seed);
  // Ids from a stream of their own, seeded with the board too: boards seeded with the same seed share their
  // content, never a post (a post's key is its id).
  const randomId = generator(seed ^ hashOf(options.boardId));
  const uniform = options.content === 'uniform';
  const notices = options.notices ?? 3;
  const total = options.posts + notices;
  const newest = (options.newest ?? new Date()).getTime();
  // About ten posts an hour, back from the newest.
  const stepMs = 6 * 60_000;
  const timeOf = (seq: number) => new Date(newest - (total - seq) * stepMs).toISOString();
  const board = scaleBoard(options, timeOf(0));
  yield { ...boardKeys.board(board.id), ...boardKeys.listing(board), ...board };

  const authors = Array.from({ length: uniform ? 1 : 500 }, (_, index) => ({
    id: uuid(randomId),
    nickName: uniform
      ? '고양이집사'
      : `${NICK_PARTS[index % NICK_PARTS.length]}${NICK_PARTS[Math.floor(index / NICK_PARTS.length) % NICK_PARTS.length]}${index}`,
  }));
  const noticeSeqs = new Set(
    Array.from({ length: notices }, (_, index) =>
      Math.max(1, Math.round(((index + 1) * total) / (notices + 1))),
    ),
  );
  const listed: number[] = [];
  const byCategory = new Map<string, number[]>();
  for (let seq = 1; seq <= total; seq += 1) {
    const isNotice = noticeSeqs.has(seq);
    const author = authors[Math.floor(random() * authors.length)] as (typeof authors)[number];
    const categoryDraw = random();
    const category = isNotice
      ? null
      : uniform
        ? (board.categories[seq % board.categories.length] ?? null)
        : categoryDraw < 0.6
          ? (board.categories[Math.floor((categoryDraw / 0.6) * board.categories.length)] ?? null)
          : null;
    const format: BodyFormat = uniform || random() < 0.8 ? 'text' : 'markdown';
    const title = uniform
      ? `규모 시험 글 ${String(seq % 1000).padStart(3, '0')}`
      : `${isNotice ? '[공지] ' : ''}${sentence(random).slice(0, 8 + Math.floor(random() * 30))} ${TITLE_TAILS[Math.floor(random() * TITLE_TAILS.length)] as string}`;
    const text = body(random, uniform ? 3000 : 1024 + Math.floor(random() * 4096));
    const at = timeOf(seq);
    const post: Post = {
      id: uuid(randomId),
      boardId: board.id,
      ...postContent({
        title,
        body: format === 'markdown' ? `## ${title}\n\n${text}` : text,
        format,
        category,
      }),
      isNotice,
      authorId: author.id,
      authorNickName: author.nickName,
      status: 'published',
      ...newPostState(at),
      // Read for a while, as a real board's posts are.
      views: uniform ? 0 : Math.floor(random() * 3000),
    };
    // The post's item without its body, and the body's own item, as PostRepository.create writes them
    // (lambda/storage/post-bodies.ts).
    const { body: postBody, ...summary } = post;
    yield { ...postKeys.post(post.id), ...postListAttributes(post, seq), ...summary };
    yield bodyItem(post.id, postBody, postBodyText(post));
    if (isNotice) continue;
    listed.push(seq);
    if (category) {
      const seqs = byCategory.get(category) ?? [];
      seqs.push(seq);
      byCategory.set(category, seqs);
    }
  }
  yield* listCountItems(postKeys.boardList(board.id, false), listed);
  for (const [category, seqs] of byCategory)
    yield* listCountItems(postKeys.category(board.id, category), seqs);
  yield { ...listCountKeys.sequence(board.id), last: total };
}

/**
 * A document client of the local stack's DynamoDB Local itself (not the capacity proxy: seeding and the
 * benchmark's own reads are not requests of the app), from what the stack's ready file says.
 */
export function localDocumentClient(stack: {
  readonly endpoints: { readonly dynamodb: string };
  readonly config: { readonly region: string };
}): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.endpoints.dynamodb,
      region: stack.config.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
}

export interface WriteFigures {
  readonly items: number;
  readonly ms: number;
  /** BatchWriteItem calls sent again for items DynamoDB left unprocessed. */
  readonly retries: number;
}

/**
 * Writes the items with BatchWriteItem (25 a call) from `writers` concurrent writers, each sending again what
 * DynamoDB left unprocessed (with a short backoff) until everything is written.
 */
export async function writeItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: Iterable<Record<string, unknown>>,
  options: { writers?: number; onProgress?: (written: number) => void } = {},
): Promise<WriteFigures> {
  const started = performance.now();
  const source = items[Symbol.iterator]();
  let written = 0;
  let retries = 0;
  let reported = 0;
  const nextBatch = () => {
    const batch: Record<string, unknown>[] = [];
    while (batch.length < 25) {
      const next = source.next();
      if (next.done) break;
      batch.push(next.value);
    }
    return batch;
  };
  const writer = async () => {
    for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
      let left = batch.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; left.length > 0; attempt += 1) {
        if (attempt > 0) {
          retries += 1;
          if (attempt > 20) throw new Error(`${left.length} items stayed unprocessed after 20 tries`);
          await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
        }
        const out = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: left } }));
        left = (out.UnprocessedItems?.[tableName] ?? []) as typeof left;
      }
      written += batch.length;
      if (options.onProgress && written - reported >= 10_000) {
        reported = written;
        options.onProgress(written);
      }
    }
  };
  await Promise.all(Array.from({ length: options.writers ?? 4 }, writer));
  return { items: written, ms: performance.now() - started, retries };
}
