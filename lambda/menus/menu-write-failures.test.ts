import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import {
  cancelled,
  describeWriteFailures,
  type WriteCommand,
  type WritePath,
} from '../../test/support/dynamo-failures';
import { MENU_PARTITION, menuSortKey } from './resolvers/menu-keys';
import { MenuRepository } from './menu-repository';
import { MenuService } from './menu-service';

/**
 * The menu's writes (one versioned transaction each) against DynamoDB's real failure answers: a conflict is
 * retried, then 503; the version condition failing (someone changed the menu first) is 409.
 */
const ddb = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: 'ap-northeast-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
);
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

const transaction = TransactWriteCommand as unknown as WriteCommand;
const changedMeanwhile = { error: () => cancelled('ConditionalCheckFailed', 'None'), status: 409 };
const paths: Record<string, WritePath> = {
  'create a menu': {
    run: () => menus.create({ name: 'About', module: 'page', moduleId: 'about' }),
    command: transaction,
    failure: changedMeanwhile,
  },
  'rename a menu': {
    run: () => menus.update({ id: 'home', name: 'Start', module: 'page', moduleId: null }),
    command: transaction,
    failure: changedMeanwhile,
  },
  'move a menu': {
    run: () => menus.move({ id: 'home', parentId: null, sortOrder: 5 }),
    command: transaction,
    failure: changedMeanwhile,
  },
  'delete a menu': {
    run: () => menus.remove({ id: 'home' }),
    command: transaction,
    failure: changedMeanwhile,
  },
};

describeWriteFailures(ddb, paths);
