import { newMember, rest, seededAccount, type TestMember } from './support/clients';

/** Admin board management through the local gateway: who may, what boards then allow, deleting safely. */
jest.setTimeout(60_000);

let member: TestMember;
let admin: TestMember;

beforeAll(async () => {
  [member, admin] = await Promise.all([newMember('boardfan'), seededAccount('admin')]);
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  name: 'Staff Room',
  description: 'Admins only',
  postsPerPage: 10,
  categories: ['Ops'],
  permissions: { list: 'guest', read: 'guest', write: 'admin', comment: 'admin' },
  ...overrides,
});

it('lets only admins create, change and delete boards; deleting one with posts needs confirm', async () => {
  const id = `staff-${Date.now()}`;
  const create = (token: string) =>
    rest('post', 'POST', '/admin/boards', { token, body: { id, ...settings() } });
  expect((await create(member.tokens.idToken)).status).toBe(403);
  expect((await create(admin.tokens.idToken)).status).toBe(201);
  expect((await create(admin.tokens.idToken)).status).toBe(409);
  expect(
    (
      await rest('post', 'POST', '/admin/boards', {
        token: admin.tokens.idToken,
        body: { id: 'Bad Id', ...settings() },
      })
    ).status,
  ).toBe(400);

  // The board's permissions hold: members cannot write on it, admins can.
  const post = (token: string) =>
    rest<{ id: string }>('post', 'POST', `/boards/${id}/posts`, {
      token,
      body: { title: 'Shift plan', body: '...' },
    });
  expect((await post(member.tokens.idToken)).status).toBe(403);
  expect((await post(admin.tokens.idToken)).status).toBe(201);

  // Opening it to members for writing.
  const opened = await rest('post', 'PUT', `/admin/boards/${id}`, {
    token: admin.tokens.idToken,
    body: settings({ permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' } }),
  });
  expect(opened.status).toBe(200);
  expect((await post(member.tokens.idToken)).status).toBe(201);
  expect(
    (await rest('post', 'PUT', `/admin/boards/${id}`, { token: member.tokens.idToken, body: settings() }))
      .status,
  ).toBe(403);

  // It has posts: deleting needs the explicit flag.
  expect((await rest('post', 'DELETE', `/admin/boards/${id}`, { token: admin.tokens.idToken })).status).toBe(
    409,
  );
  expect((await rest('post', 'GET', `/boards/${id}`)).status).toBe(200);
  expect(
    (await rest('post', 'DELETE', `/admin/boards/${id}?confirm=true`, { token: admin.tokens.idToken }))
      .status,
  ).toBe(200);
  expect((await rest('post', 'GET', `/boards/${id}`)).status).toBe(404);
  expect((await rest('post', 'GET', `/boards/${id}/posts`)).status).toBe(404);
});

it('deletes an empty board without confirmation', async () => {
  const id = `empty-${Date.now()}`;
  await rest('post', 'POST', '/admin/boards', { token: admin.tokens.idToken, body: { id, ...settings() } });
  expect((await rest('post', 'DELETE', `/admin/boards/${id}`, { token: admin.tokens.idToken })).status).toBe(
    200,
  );
});

it('serves a members-only board to a signed-in reader on its public routes, and to no guest', async () => {
  const id = `members-${Date.now()}`;
  await rest('post', 'POST', '/admin/boards', {
    token: admin.tokens.idToken,
    body: {
      id,
      ...settings({ permissions: { list: 'member', read: 'member', write: 'member', comment: 'member' } }),
    },
  });
  const { body: post } = await rest<{ id: string }>('post', 'POST', `/boards/${id}/posts`, {
    token: member.tokens.idToken,
    body: { title: 'Inside only', body: 'psst' },
  });

  expect((await rest('post', 'GET', `/boards/${id}/posts`)).status).toBe(401);
  expect((await rest('post', 'GET', `/posts/${post.id}`)).status).toBe(401);
  expect((await rest('post', 'GET', `/boards/${id}/posts`, { token: member.tokens.idToken })).status).toBe(
    200,
  );
  expect((await rest('post', 'GET', `/posts/${post.id}`, { token: member.tokens.idToken })).status).toBe(200);
  // A token that does not verify is refused, not treated as a guest.
  const forged = `${member.tokens.idToken.slice(0, -4)}AAAA`;
  expect((await rest('post', 'GET', `/posts/${post.id}`, { token: forged })).status).toBe(401);

  await rest('post', 'PUT', `/admin/boards/${id}`, {
    token: admin.tokens.idToken,
    body: settings({ permissions: { list: 'admin', read: 'admin', write: 'admin', comment: 'admin' } }),
  });
  expect((await rest('post', 'GET', `/posts/${post.id}`, { token: member.tokens.idToken })).status).toBe(403);
  expect((await rest('post', 'GET', `/posts/${post.id}`, { token: admin.tokens.idToken })).status).toBe(200);
});
