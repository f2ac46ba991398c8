import { RealtimeClient } from '../support/realtime-client';
import { deleteMenuItem, graphql, localStack, realtimeAuthorization, seededAccount } from './support/clients';

/**
 * A visitor's open page learns of an admin's change over AppSync's realtime protocol: subscribed with the
 * public API key, it receives what createMenu returned, as AppSync publishes a mutation's response.
 * (The menu is added under "About", which no other test of this run lists.)
 */
let visitor: RealtimeClient | undefined;
let createdId: string | undefined;

afterAll(async () => {
  visitor?.close();
  if (createdId) {
    await deleteMenuItem(createdId);
  }
});

it("delivers an admin's new menu to a visitor subscribed with the API key", async () => {
  const { config } = localStack();
  const apiKey = realtimeAuthorization({ 'x-api-key': config.graphql.apiKey });
  visitor = await RealtimeClient.connect(config.graphql.realtimeEndpoint as string, apiKey);
  visitor.send({ type: 'connection_init' });
  await visitor.next('connection_ack');
  visitor.start('menus', 'subscription { onMenuChanged { id name link parentId } }', apiKey);
  await visitor.next('start_ack', 'menus');

  const admin = await seededAccount('admin');
  const created = await graphql<{ createMenu: { id: string } }>(
    'mutation ($input: CreateMenuInput!) { createMenu(input: $input) { id name link parentId } }',
    { input: { name: 'Live menu', module: 'board', moduleId: 'qna', parentId: 'about' } },
    { token: admin.tokens.idToken },
  );
  expect(created.errors).toBeUndefined();
  createdId = created.data?.createMenu.id;

  // Other test files edit menus at the same time; this visitor sees theirs too and waits for its own.
  const deadline = Date.now() + 5000;
  for (;;) {
    const data = await visitor.next('data', 'menus', Math.max(1, deadline - Date.now()));
    const menu = (data.payload?.data as { onMenuChanged?: { id: string } } | undefined)?.onMenuChanged;
    if (menu?.id !== createdId) continue;
    expect(menu).toEqual({ id: createdId, name: 'Live menu', link: '/board/qna', parentId: 'about' });
    break;
  }
});
