import { newMember, rest, seededAccount } from './support/clients';

/**
 * 50 members' comments sent to one post at the same moment: each is one transaction with the post's
 * commentCount, so they contend for one item. Every comment must be stored (201, no client retries) and
 * the count must say 50; a conflict between them is retried inside the API, never lost or double-counted.
 */
jest.setTimeout(90_000);

const COMMENTS = 50;

it(`stores ${COMMENTS} concurrent comments on one post and counts each once`, async () => {
  const author = await seededAccount('member');
  const created = await rest<{ id: string }>('post', 'POST', '/boards/free/posts', {
    token: author.tokens.idToken,
    body: { title: 'Busy thread', body: 'Everyone answers at once.' },
  });
  expect(created.status).toBe(201);
  const postId = created.body.id;
  // A few members, each sending several comments at once (signing up 50 would measure the user pool).
  const members = [author, await newMember('busy'), await newMember('busy'), await newMember('busy')];

  const answers = await Promise.all(
    Array.from({ length: COMMENTS }, (_, i) =>
      rest('post', 'POST', `/posts/${postId}/comments`, {
        token: (members[i % members.length] as (typeof members)[number]).tokens.idToken,
        body: { body: `Comment ${i + 1}` },
      }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s !== 201)).toEqual([]);

  const bodies = new Set<string>();
  let nextToken: string | null = null;
  do {
    const query: string = nextToken ? `?limit=100&nextToken=${encodeURIComponent(nextToken)}` : '?limit=100';
    const page = await rest<{ items: { body: string }[]; nextToken: string | null }>(
      'post',
      'GET',
      `/posts/${postId}/comments${query}`,
    );
    expect(page.status).toBe(200);
    for (const item of page.body.items) bodies.add(item.body);
    nextToken = page.body.nextToken;
  } while (nextToken);
  expect(bodies.size).toBe(COMMENTS);

  const post = await rest<{ commentCount: number }>('post', 'GET', `/posts/${postId}`);
  expect(post.body.commentCount).toBe(COMMENTS);
});
