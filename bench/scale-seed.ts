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
import { indexItemsOf } from '../lambda/search/search-indexer';

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
  /**
   * Also each post's search items, as the indexer would have written them (`indexItemsOf`,
   * lambda/search/search-indexer.ts), and {@link OLDEST_POST_SEARCH_SENTENCE} at the start of the oldest post's
   * body: what `npm run bench -- --search` reads. Off by default: a post's postings are about 130 items (one per
   * distinct gram of its title and body), so a board with them takes tens of times longer to seed
   * (docs/performance.md, "Search at board size").
   */
  readonly search?: boolean;
  /**
   * Each post's sentences drawn from this many of the generator's 75 words (and a quarter as many of its 10
   * endings), picked per post, instead of from all of them: a body of the same size holding fewer distinct
   * grams, so fewer postings to seed (docs/performance.md, "Search at board size"). Default: all of them.
   */
  readonly wordsPerPost?: number;
}

/**
 * Where the search benchmark's rare words are: only in the oldest post's body (with `search`), none of their
 * grams anywhere else in a seeded board (the generator's words and titles hold none of them). 검색엔진최적화 is a
 * compound a Korean member writes without spaces; 엔진 is inside it; 첫글표지 marks the post. 커피 is one of the
 * generator's common words, so the post holds a common word and rare ones together.
 */
export const SCALE_SEARCH_WORDS = {
  compound: '검색엔진최적화',
  inside: '엔진',
  marker: '첫글표지',
  common: '커피',
} as const;
export const OLDEST_POST_SEARCH_SENTENCE = `커피 마시며 ${SCALE_SEARCH_WORDS.compound} 공부를 시작했습니다. ${SCALE_SEARCH_WORDS.marker}.`;

/** An item and the table it goes to: the content table, or the search table (with `search`). */
export interface ScaleItem {
  readonly table: 'content' | 'search';
  readonly item: Record<string, unknown>;
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

/** The words and endings a post's sentences draw from. */
interface Vocabulary {
  readonly words: readonly string[];
  readonly endings: readonly string[];
}

const ALL_WORDS: Vocabulary = { words: WORDS, endings: ENDINGS };

function sentence(random: () => number, vocabulary: Vocabulary = ALL_WORDS): string {
  const { words: from, endings } = vocabulary;
  const words = 3 + Math.floor(random() * 7);
  const picked = Array.from({ length: words }, () => from[Math.floor(random() * from.length)] as string);
  return `${picked.join(' ')} ${endings[Math.floor(random() * endings.length)] as string}`;
}

/** `count` distinct entries of `list`, drawn with the generator. */
function pick<T>(random: () => number, list: readonly T[], count: number): T[] {
  const left = [...list];
  return Array.from(
    { length: Math.min(count, list.length) },
    () => left.splice(Math.floor(random() * left.length), 1)[0] as T,
  );
}

/** Korean paragraphs of exactly `target` UTF-8 bytes. */
function body(random: () => number, target: number, vocabulary: Vocabulary = ALL_WORDS): string {
  const parts: string[] = [];
  let size = 0;
  while (true) {
    const next = `${parts.length > 0 ? (random() < 0.2 ? '\n\n' : ' ') : ''}${sentence(random, vocabulary)}`;
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
  for (const { table, item } of scaleBoardTableItems(options)) if (table === 'content') yield item;
}

/**
 * {@link scaleBoardItems} with the table of each item: with `search`, each post's search items come right before
 * its own two, so the indexer, reading the post's change from the stream later, finds its manifest already
 * written and writes no posting again (it only replaces the manifest with the same grams).
 */
export function* scaleBoardTableItems(options: ScaleBoardOptions): Generator<ScaleItem> {
  const content = (item: Record<string, unknown>): ScaleItem => ({ table: 'content', item });
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
  yield content({ ...boardKeys.board(board.id), ...boardKeys.listing(board), ...board });

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
    // Drawn only when asked, so that boards seeded without it stay what they were.
    const vocabulary =
      options.wordsPerPost === undefined
        ? ALL_WORDS
        : {
            words: pick(random, WORDS, options.wordsPerPost),
            endings: pick(random, ENDINGS, Math.ceil(options.wordsPerPost / 4)),
          };
    const title = uniform
      ? `규모 시험 글 ${String(seq % 1000).padStart(3, '0')}`
      : `${isNotice ? '[공지] ' : ''}${sentence(random, vocabulary).slice(0, 8 + Math.floor(random() * 30))} ${TITLE_TAILS[Math.floor(random() * TITLE_TAILS.length)] as string}`;
    const generated = body(random, uniform ? 3000 : 1024 + Math.floor(random() * 4096), vocabulary);
    const text = options.search && seq === 1 ? `${OLDEST_POST_SEARCH_SENTENCE} ${generated}` : generated;
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
    const meta = { ...postKeys.post(post.id), ...postListAttributes(post, seq), ...summary };
    const bodyOfPost = bodyItem(post.id, postBody, postBodyText(post));
    if (options.search) for (const item of indexItemsOf(meta, bodyOfPost)) yield { table: 'search', item };
    yield content(meta);
    yield content(bodyOfPost);
    if (isNotice) continue;
    listed.push(seq);
    if (category) {
      const seqs = byCategory.get(category) ?? [];
      seqs.push(seq);
      byCategory.set(category, seqs);
    }
  }
  for (const item of listCountItems(postKeys.boardList(board.id, false), listed)) yield content(item);
  for (const [category, seqs] of byCategory)
    for (const item of listCountItems(postKeys.category(board.id, category), seqs)) yield content(item);
  yield content({ ...listCountKeys.sequence(board.id), last: total });
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
  options: WriteOptions = {},
): Promise<WriteFigures> {
  return writeTableItems(
    client,
    (function* () {
      for (const item of items) yield { tableName, item };
    })(),
    options,
  );
}

export interface WriteOptions {
  readonly writers?: number;
  /** Called after every 10,000 items written (or `progressEvery`). */
  readonly onProgress?: (written: number) => void;
  readonly progressEvery?: number;
}

/**
 * {@link writeItems} for items of several tables: a call may carry items of both (25 in all), as one
 * BatchWriteItem may.
 */
export async function writeTableItems(
  client: DynamoDBDocumentClient,
  items: Iterable<{ readonly tableName: string; readonly item: Record<string, unknown> }>,
  options: WriteOptions = {},
): Promise<WriteFigures> {
  type Requests = Record<string, { PutRequest: { Item: Record<string, unknown> } }[]>;
  const started = performance.now();
  const source = items[Symbol.iterator]();
  const every = options.progressEvery ?? 10_000;
  let written = 0;
  let retries = 0;
  let reported = 0;
  const nextBatch = () => {
    const batch: Requests = {};
    let size = 0;
    while (size < 25) {
      const next = source.next();
      if (next.done) break;
      (batch[next.value.tableName] ??= []).push({ PutRequest: { Item: next.value.item } });
      size += 1;
    }
    return { batch, size };
  };
  const writer = async () => {
    for (let { batch, size } = nextBatch(); size > 0; { batch, size } = nextBatch()) {
      let left: Requests = batch;
      for (let attempt = 0; Object.keys(left).length > 0; attempt += 1) {
        if (attempt > 0) {
          retries += 1;
          if (attempt > 20)
            throw new Error(`${Object.values(left).flat().length} items stayed unprocessed after 20 tries`);
          await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
        }
        const out = await client.send(new BatchWriteCommand({ RequestItems: left }));
        left = Object.fromEntries(
          Object.entries((out.UnprocessedItems ?? {}) as Requests).filter(
            ([, requests]) => requests.length > 0,
          ),
        );
      }
      written += size;
      if (options.onProgress && written - reported >= every) {
        reported = written;
        options.onProgress(written);
      }
    }
  };
  await Promise.all(Array.from({ length: options.writers ?? 4 }, writer));
  return { items: written, ms: performance.now() - started, retries };
}

export interface ScaleBoardFigures extends WriteFigures {
  /** Items of the search table among them. */
  readonly searchItems: number;
  /** Every post's id (notices too), oldest first. */
  readonly postIds: readonly string[];
  /** The oldest post (the board's number 1), where `search` puts the rare words. */
  readonly oldestPostId: string;
}

/**
 * Writes a scale board (and, with `search`, its search items) with {@link writeTableItems}, a few thousand posts
 * at a time: each group's search items first, then its content items, so that no post's own item is written
 * before its manifest. The local stack's stream poller hands every seeded content item to the indexer
 * (docs/architecture.md, "The change stream"), which then finds each post indexed already and only replaces its
 * manifest; had it seen a post first, it would write the post's postings a second time.
 */
export async function writeScaleBoard(
  client: DynamoDBDocumentClient,
  tables: { readonly content: string; readonly search: string },
  board: ScaleBoardOptions,
  options: WriteOptions & { readonly postsPerGroup?: number } = {},
): Promise<ScaleBoardFigures> {
  const perGroup = options.postsPerGroup ?? 2_000;
  const postIds: string[] = [];
  let oldestPostId: string | undefined;
  let items = 0;
  let searchItems = 0;
  let retries = 0;
  const started = performance.now();
  const group: Record<ScaleItem['table'], { tableName: string; item: Record<string, unknown> }[]> = {
    search: [],
    content: [],
  };
  let postsInGroup = 0;
  const flush = async () => {
    for (const table of ['search', 'content'] as const) {
      if (group[table].length === 0) continue;
      const written = await writeTableItems(client, group[table], { ...options, onProgress: undefined });
      items += written.items;
      retries += written.retries;
      if (table === 'search') searchItems += written.items;
      group[table] = [];
    }
    options.onProgress?.(items);
  };
  for (const { table, item } of scaleBoardTableItems(board)) {
    group[table].push({ tableName: tables[table], item });
    if (table !== 'content' || typeof item.pk !== 'string' || !item.pk.startsWith(postKeys.partition('')))
      continue;
    if (item.sk === postKeys.metaSortKey) {
      postIds.push(String(item.id));
      if (item.listSeq === 1) oldestPostId = String(item.id);
      postsInGroup += 1;
    } else if (postsInGroup >= perGroup) {
      // The post's body, which follows its own item: the group ends with the post whole.
      postsInGroup = 0;
      await flush();
    }
  }
  await flush();
  if (!oldestPostId) throw new Error(`The seeded board ${board.boardId} has no post numbered 1`);
  return { items, searchItems, retries, ms: performance.now() - started, postIds, oldestPostId };
}
