import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Board } from '../../contracts/board';
import type { CreateMenuInput } from '../../contracts/menu';
import type { SiteSettingsInput } from '../../contracts/site-settings';
import { BoardRepository } from '../../lambda/post/board-repository';
import { MenuRepository } from '../../lambda/menu/menu-repository';
import { MenuService } from '../../lambda/menu/menu-service';
import { SiteSettingsRepository } from '../../lambda/site/site-settings-repository';

/**
 * Demo content for the local stack, written through the same repositories and services the handlers use, so
 * seeded items have exactly the shape the APIs write. Seeding happens once per data folder: a marker item
 * in the site table records it, and `npm start -- --reset` (a fresh folder) seeds again.
 * Posts and comments are not seeded yet: their data model arrives with the boards issue (README, Status).
 */
export const SEED_VERSION = 'demo-v1';
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
  members: { signUpOpen: true },
};

export interface SeedTables {
  readonly site: string;
  readonly content: string;
}

/** Seeds menus, boards and settings unless this data folder was seeded already. Returns whether it seeded. */
export async function seedContent(
  client: DynamoDBDocumentClient,
  tables: SeedTables,
  now: () => string = () => new Date().toISOString(),
): Promise<boolean> {
  const seeded = await client.send(new GetCommand({ TableName: tables.site, Key: marker }));
  if (seeded.Item) return false;

  await new SiteSettingsRepository(client, tables.site).put(demoSettings, now());

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

  await client.send(
    new PutCommand({ TableName: tables.site, Item: { ...marker, version: SEED_VERSION, seededAt: now() } }),
  );
  return true;
}
