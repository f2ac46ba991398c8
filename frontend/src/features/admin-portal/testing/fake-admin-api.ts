import type { AdminComment, AdminPost } from '@contracts/post-answers';
import { json, type FakeAnswer, type FakeHandler, type FakeRequest } from '@/testing/fake-fetch';
import { testConfig } from '@/testing/test-config';

type Reply = FakeAnswer | ((request: FakeRequest) => FakeAnswer);

/**
 * A fake of the admin APIs for component tests: REST routes by "METHOD /path" below each API's base URL,
 * GraphQL operations by operation name. Every call is recorded, so tests assert what the screen sent.
 */
export function fakeAdminApi(routes: Record<string, Reply>) {
  const calls: FakeRequest[] = [];
  const answer = (reply: Reply, request: FakeRequest) =>
    typeof reply === 'function' ? reply(request) : reply;
  const handler: FakeHandler = (request) => {
    if (request.url.href === testConfig.graphql.endpoint) {
      const query = (request.body as { query?: string } | undefined)?.query ?? '';
      const name = /(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? '';
      const reply = routes[`graphql ${name}`];
      if (!reply) return undefined;
      calls.push(request);
      return answer(reply, request);
    }
    for (const api of ['member', 'post'] as const) {
      const base = new URL(testConfig.rest[api]);
      if (request.url.origin !== base.origin || !request.url.pathname.startsWith(base.pathname)) continue;
      const path = request.url.pathname.slice(base.pathname.length);
      const reply = routes[`${request.method} ${path}`];
      if (!reply) return undefined;
      calls.push(request);
      return answer(reply, request);
    }
    return undefined;
  };
  return { handler, calls };
}

export const page = (items: unknown[], nextToken: string | null = null) => json({ items, nextToken });

/** A post as GET /admin/posts answers it (contracts/post-answers.ts), published by Kim unless `extra` says. */
export const adminPost = (id: string, title: string, extra: Partial<AdminPost> = {}): AdminPost => ({
  id,
  boardId: 'free',
  title,
  format: 'text',
  category: null,
  isNotice: false,
  authorId: 'u1',
  authorNickName: 'Kim',
  status: 'published',
  version: 1,
  views: 3,
  commentCount: 0,
  scrapCount: 0,
  createdAt: '2026-01-02T03:04:00Z',
  updatedAt: '2026-01-02T03:04:00Z',
  ...extra,
});

/** A comment as GET /admin/comments answers it, live on post p1 unless `extra` says. */
export const adminComment = (id: string, extra: Partial<AdminComment> = {}): AdminComment => ({
  id,
  postId: 'p1',
  boardId: 'free',
  parentId: null,
  body: 'Nice',
  authorId: 'u2',
  authorNickName: 'Lee',
  deleted: false,
  createdAt: '2026-01-02T03:04:00Z',
  updatedAt: '2026-01-02T03:04:00Z',
  ...extra,
});

/** The site settings as the admin screens read them, changed as `extra` says (the default per-member limits). */
export const siteSettings = (extra: Record<string, unknown> = {}) => ({
  title: 'Community',
  description: 'A site',
  defaultLanguage: 'en',
  members: { signUpOpen: true, termsOfService: 'Be nice.', privacyPolicy: 'We keep little.' },
  upload: { maxFileSizeMb: 10, allowedExtensions: ['jpg', 'png'] },
  limits: {
    messagesPerMinute: 20,
    conversationsPerMinute: 5,
    reportsPerMinute: 10,
    postsPerMinute: 5,
    commentsPerMinute: 15,
  },
  updatedAt: null,
  ...extra,
});
