import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { cancelled, describeWriteFailures, mockedDynamo } from '../../test/support/dynamo-failures';
import { MENU_PARTITION, menuSortKey } from './resolvers/menu-keys';
import { MenuRepository } from './menu-repository';
import { MenuService } from './menu-service';

/**
 * The menu's writes (one versioned transaction each) against DynamoDB's real failure answers: a conflict is
 * retried, then 503; the version condition failing (someone changed the menu first) is 409.
 */
const { ddb, client } = mockedDynamo();
const menus = new MenuService(new MenuRepository(client, 'site'));
const home = {
  pk: MENU_PARTITION,
  sk: menuSortKey('home'),
  id: 'home',
  name: 'Home',
  module: 'page',
  moduleId: null,
  link: '/',
  sortOrder: 0,
  parentId: null,
};

beforeEach(() => {
  ddb.reset();
  ddb.on(QueryCommand).resolves({ Items: [home] });
  ddb.on(GetCommand).resolves({ Item: { version: 3 } });
});

const changedMeanwhile = { error: () => cancelled('ConditionalCheckFailed', 'None'), status: 409 };
describeWriteFailures(ddb, {
  'create a menu': {
    run: () => menus.create({ name: 'About', module: 'page', moduleId: 'about' }),
    failure: changedMeanwhile,
  },
  'rename a menu': {
    run: () => menus.update({ id: 'home', name: 'Start', module: 'page', moduleId: null }),
    failure: changedMeanwhile,
  },
  'move a menu': {
    run: () => menus.move({ id: 'home', parentId: null, sortOrder: 5 }),
    failure: changedMeanwhile,
  },
  'delete a menu': {
    run: () => menus.remove({ id: 'home' }),
    failure: changedMeanwhile,
  },
});
