import { unheardChanges } from '../../lambda/shared/changes/content-changes';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Board } from '../../contracts/board';
import type { CreateMenuInput } from '../../contracts/menu';
import type { SiteSettingsInput } from '../../contracts/site-settings';
import { BoardRepository } from '../../lambda/boards/board-repository';
import { MenuRepository } from '../../lambda/menus/menu-repository';
import { MenuService } from '../../lambda/menus/menu-service';
import { SiteSettingsRepository } from '../../lambda/site-settings/site-settings-repository';
import { DEFAULT_SITE_SETTINGS } from '../../lambda/site-settings/resolvers/site-settings-keys';
import { ArticleRepository } from '../../lambda/articles/article-repository';
import { ArticleService } from '../../lambda/articles/article-service';
import { CommentRepository } from '../../lambda/comments/comment-repository';
import { CommentService } from '../../lambda/comments/comment-service';
import { PostRepository } from '../../lambda/posts/post-repository';
import { PostService } from '../../lambda/posts/post-service';
import type { Caller } from '../../lambda/shared/auth/caller';

/**
 * Demo content for the local stack, written through the same repositories and services the handlers use, so
 * seeded items have exactly the shape the APIs write. Seeding happens once per data folder: a marker item
 * in the site table records it, and `npm start -- --reset` (a fresh folder) seeds again.
 */
export const SEED_VERSION = 'demo-v3';
const marker = { pk: 'SEED', sk: 'DEMO' };

export const demoBoards: readonly Omit<Board, 'createdAt' | 'updatedAt'>[] = [
  {
    id: 'notice',
    name: 'Notice',
    description: 'Announcements from the site team.',
    postsPerPage: 20,
    categories: [],
    permissions: { list: 'guest', read: 'guest', write: 'admin', comment: 'member' },
  },
  {
    id: 'free',
    name: 'Free Board',
    description: 'Talk about anything with other members.',
    postsPerPage: 20,
    categories: ['Chat', 'Humor', 'Daily life'],
    permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
  },
  {
    id: 'qna',
    name: 'Q&A',
    description: 'Ask a question; members answer in the comments.',
    postsPerPage: 15,
    categories: ['Account', 'Site', 'Other'],
    permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
  },
];

type SeedMenu = CreateMenuInput & { id: string };

/** Three levels: Community > Boards > Free Board, as the admin menu editor allows. Ids are fixed for tests. */
export const demoMenus: readonly SeedMenu[] = [
  { id: 'home', name: 'Home', module: 'article', moduleId: 'welcome', sortOrder: 0 },
  { id: 'community', name: 'Community', module: 'board', moduleId: 'free', sortOrder: 1 },
  { id: 'boards', name: 'Boards', module: 'board', moduleId: 'free', sortOrder: 0, parentId: 'community' },
  {
    id: 'board-notice',
    name: 'Notice',
    module: 'board',
    moduleId: 'notice',
    sortOrder: 0,
    parentId: 'boards',
  },
  {
    id: 'board-free',
    name: 'Free Board',
    module: 'board',
    moduleId: 'free',
    sortOrder: 1,
    parentId: 'boards',
  },
  { id: 'board-qna', name: 'Q&A', module: 'board', moduleId: 'qna', sortOrder: 1, parentId: 'community' },
  { id: 'about', name: 'About', module: 'article', moduleId: 'about', sortOrder: 2 },
  {
    id: 'xe-docs',
    name: 'Rhymix',
    module: 'link',
    link: 'https://rhymix.org/',
    sortOrder: 0,
    parentId: 'about',
  },
];

export const demoSettings: SiteSettingsInput = {
  title: 'XE Serverless (local)',
  description: 'A community site running on this machine with DynamoDB Local and cognito-local.',
  defaultLanguage: 'ko-KR',
  upload: {
    maxFileSizeMb: 10,
    allowedExtensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'zip', 'txt'],
  },
  members: {
    signUpOpen: true,
    termsOfService: DEFAULT_SITE_SETTINGS.members.termsOfService,
    privacyPolicy: DEFAULT_SITE_SETTINGS.members.privacyPolicy,
  },
};

export interface SeedTables {
  readonly site: string;
  readonly content: string;
}

export interface SeedAuthors {
  readonly admin: Caller;
  readonly member: Caller;
  readonly nickNameOf: (userId: string) => Promise<string | null>;
}

const settingsMarker = { pk: 'SEED', sk: 'SETTINGS' };

/** Site settings, once per data folder (before the accounts: sign-up must be open for them). */
export async function seedSettings(
  client: DynamoDBDocumentClient,
  tables: SeedTables,
  now: () => string = () => new Date().toISOString(),
): Promise<void> {
  const seeded = await client.send(new GetCommand({ TableName: tables.site, Key: settingsMarker }));
  if (seeded.Item) return;
  await new SiteSettingsRepository(client, tables.site).put(demoSettings, now());
  await client.send(new PutCommand({ TableName: tables.site, Item: { ...settingsMarker, seededAt: now() } }));
}

export const demoArticles = [
  {
    id: 'welcome',
    title: 'Welcome',
    format: 'markdown' as const,
    body: 'This site runs entirely on your machine: DynamoDB Local, cognito-local and the same handlers as AWS.\n\nSign in as **member** or **admin** (passwords in the `npm start` output) and look around the boards.',
  },
  {
    id: 'about',
    title: 'About this site',
    format: 'markdown' as const,
    body: 'A community site in the manner of XpressEngine and Rhymix: boards, posts, comments, members and a menu managed by administrators.',
  },
];

interface SeedPost {
  readonly board: string;
  readonly by: 'admin' | 'member';
  readonly title: string;
  readonly body: string;
  readonly category?: string;
  readonly isNotice?: boolean;
  readonly comments?: readonly {
    by: 'admin' | 'member';
    body: string;
    replies?: readonly { by: 'admin' | 'member'; body: string }[];
  }[];
}

export const demoPosts: readonly SeedPost[] = [
  {
    board: 'notice',
    by: 'admin',
    isNotice: true,
    title: 'Welcome to the community',
    body: 'Please read the board rules before posting. Be kind; no advertising.',
    comments: [{ by: 'member', body: 'Thanks, happy to be here!' }],
  },
  {
    board: 'notice',
    by: 'admin',
    title: 'Maintenance on Sunday night',
    body: 'The site may be slow between 2 and 3 a.m. KST.',
  },
  {
    board: 'free',
    by: 'member',
    category: 'Daily life',
    title: 'First post on the free board',
    body: 'Hello everyone. What are you reading this week?',
    comments: [
      {
        by: 'admin',
        body: 'Welcome! A book on DynamoDB data modelling.',
        replies: [{ by: 'member', body: 'Sounds useful, which one?' }],
      },
    ],
  },
  {
    board: 'free',
    by: 'admin',
    category: 'Chat',
    title: 'Share your favourite Seoul cafes',
    body: 'Seongsu or Yeonnam? Tell us where to go.',
  },
  {
    board: 'qna',
    by: 'member',
    category: 'Account',
    title: 'How do I change my nickname?',
    body: 'I signed up with my real name. Can I pick a nickname instead?',
    comments: [{ by: 'admin', body: 'Yes: open the user menu, then Member Info, and edit your nickname.' }],
  },
];

/** Everyday subjects for the Free Board's older posts (no "Chat" category and no "first post": tests look for those). */
const FILLER_TOPICS = [
  'Rainy day playlists',
  'Where to eat near Gangnam station',
  'Weekend hike on Bukhansan',
  'Cheap flights to Jeju',
  'Books for the subway ride',
  'Learning Go after TypeScript',
  'Best convenience store snacks',
  'Cherry blossoms in Yeouido',
  'Houseplants that survive anything',
  'Office chair recommendations',
  'Cat photos of the week',
  'Late night ramyeon recipes',
  'Han river picnic spots',
  'Mechanical keyboards, worth it?',
] as const;

/**
 * Older everyday posts, so the Free Board has at least three numbered pages at its page size (20) with the
 * hand-written posts above: `count` posts, the newest `hoursApart` hours before `newest` and each older one as
 * much again (the lists then read like weeks of use, and never tie on time).
 */
export function freeBoardFiller(count: number, newest: Date, hoursApart = 7): (SeedPost & { at: string })[] {
  return Array.from({ length: count }, (_, index) => {
    const topic = FILLER_TOPICS[index % FILLER_TOPICS.length] as string;
    const round = Math.floor(index / FILLER_TOPICS.length);
    return {
      board: 'free',
      by: index % 3 === 0 ? 'admin' : 'member',
      ...(index % 4 === 1 ? { category: 'Humor' } : index % 4 === 2 ? { category: 'Daily life' } : {}),
      title: round === 0 ? topic : `${topic} (${round + 1})`,
      body: `Thoughts on ${topic.toLowerCase()}? Share yours in the comments.`,
      at: new Date(newest.getTime() - (index + 1) * hoursApart * 3_600_000).toISOString(),
    };
  });
}

/** Older Free Board posts: with the two above, 45 posts, three pages of 20. */
export const FREE_BOARD_FILLER_POSTS = 43;

/**
 * Seeds menus, boards, articles, posts with comments, unless this data folder was seeded already; returns
 * whether it seeded. Posts and comments go through PostService, as the API writes them.
 */
export async function seedContent(
  client: DynamoDBDocumentClient,
  tables: SeedTables,
  authors: SeedAuthors,
  now: () => string = () => new Date().toISOString(),
): Promise<boolean> {
  const seeded = await client.send(new GetCommand({ TableName: tables.site, Key: marker }));
  if (seeded.Item) return false;

  const boards = new BoardRepository(client, tables.content);
  for (const board of demoBoards) {
    const at = now();
    await boards.create({ ...board, createdAt: at, updatedAt: at });
  }

  // Parents first (the list is ordered so); the service checks depth and derives links as for an admin.
  const ids = demoMenus.map((menu) => menu.id);
  let next = 0;
  const menus = new MenuService(new MenuRepository(client, tables.site), () => ids[next++] as string);
  for (const { id: _id, ...input } of demoMenus) await menus.create(input);

  const postRepository = new PostRepository(client, tables.content);
  // Counted by the stream's consumer as the API's writes are (the dashboard's counters, docs/data-model.md D4):
  // the local stack starts it before seeding. What else listens to the services is the API function's own.
  const counted = unheardChanges;
  const posts = new PostService(boards, postRepository, authors, counted, now);
  const comments = new CommentService(
    boards,
    postRepository,
    new CommentRepository(client, tables.content),
    authors,
    counted,
    now,
  );
  const articles = new ArticleService(new ArticleRepository(client, tables.content), now);
  for (const { id, ...article } of demoArticles) await articles.putArticle(id, article);
  // The older posts first, oldest first (each takes the board's next number, which orders the list), each at
  // its own time in the past (a service per post for its clock). The board and the two authors' nicknames are
  // read once for all of them: only the posts' writes remain.
  const board = await boards.get('free');
  const onlyBoard = { get: async () => board };
  const nickNames = new Map<string, Promise<string | null>>();
  const knownAuthors: SeedAuthors = {
    ...authors,
    nickNameOf: (userId) => {
      if (!nickNames.has(userId)) nickNames.set(userId, authors.nickNameOf(userId));
      return nickNames.get(userId) as Promise<string | null>;
    },
  };
  const filler = freeBoardFiller(FREE_BOARD_FILLER_POSTS, new Date(now())).reverse();
  for (const post of filler) {
    await new PostService(onlyBoard, postRepository, knownAuthors, counted, () => post.at).create(
      post.board,
      authors[post.by],
      {
        title: post.title,
        body: post.body,
        format: 'text',
        category: post.category ?? null,
        isNotice: false,
        draft: false,
      },
    );
  }
  for (const post of demoPosts) {
    const created = await posts.create(post.board, authors[post.by], {
      title: post.title,
      body: post.body,
      format: 'text',
      category: post.category ?? null,
      isNotice: post.isNotice ?? false,
      draft: false,
    });
    for (const comment of post.comments ?? []) {
      const parent = await comments.add(created.id, authors[comment.by], { body: comment.body });
      for (const reply of comment.replies ?? []) {
        await comments.add(created.id, authors[reply.by], { body: reply.body, parentId: parent.id });
      }
    }
  }

  await client.send(
    new PutCommand({ TableName: tables.site, Item: { ...marker, version: SEED_VERSION, seededAt: now() } }),
  );
  return true;
}
