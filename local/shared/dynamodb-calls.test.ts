import { dynamoDbCallsOf, unitsOfCall } from './dynamodb-calls';

/** The accounting of one call's ConsumedCapacity (the proxy itself is tested on DynamoDB Local: test/integration). */
describe('unitsOfCall', () => {
  it('counts a read operation’s units as read units, by table and index', () => {
    expect(
      unitsOfCall({
        kind: 'read',
        consumed: [
          {
            TableName: 'content',
            CapacityUnits: 3.5,
            Table: { CapacityUnits: 0.5 },
            GlobalSecondaryIndexes: { gsi1: { CapacityUnits: 3 } },
          },
        ],
      }),
    ).toEqual({
      read: 3.5,
      write: 0,
      byTarget: { content: { read: 0.5, write: 0 }, 'content.gsi1': { read: 3, write: 0 } },
    });
  });

  it('adds every table of an array (batches, transactions), local indexes too', () => {
    expect(
      unitsOfCall({
        kind: 'write',
        consumed: [
          { TableName: 'site', CapacityUnits: 2, Table: { CapacityUnits: 2 } },
          {
            TableName: 'content',
            CapacityUnits: 5,
            Table: { CapacityUnits: 2 },
            LocalSecondaryIndexes: { lsi1: { CapacityUnits: 1 } },
            GlobalSecondaryIndexes: { gsi1: { CapacityUnits: 2 } },
          },
        ],
      }),
    ).toEqual({
      read: 0,
      write: 7,
      byTarget: {
        site: { read: 0, write: 2 },
        content: { read: 0, write: 2 },
        'content.lsi1': { read: 0, write: 1 },
        'content.gsi1': { read: 0, write: 2 },
      },
    });
  });

  it('uses a read/write split where DynamoDB answers one', () => {
    expect(
      unitsOfCall({
        kind: 'write',
        consumed: [
          {
            TableName: 'content',
            CapacityUnits: 3,
            ReadCapacityUnits: 1,
            WriteCapacityUnits: 2,
            Table: { ReadCapacityUnits: 1, WriteCapacityUnits: 2 },
          },
        ],
      }),
    ).toEqual({ read: 1, write: 2, byTarget: { content: { read: 1, write: 2 } } });
  });

  it('without a Table breakdown (TOTAL), gives the table what its indexes did not take', () => {
    expect(unitsOfCall({ kind: 'write', consumed: [{ TableName: 'content', CapacityUnits: 6 }] })).toEqual({
      read: 0,
      write: 6,
      byTarget: { content: { read: 0, write: 6 } },
    });
    expect(
      unitsOfCall({
        kind: 'write',
        consumed: [
          { TableName: 'content', CapacityUnits: 6, GlobalSecondaryIndexes: { gsi1: { CapacityUnits: 2 } } },
        ],
      }),
    ).toEqual({
      read: 0,
      write: 6,
      byTarget: { content: { read: 0, write: 4 }, 'content.gsi1': { read: 0, write: 2 } },
    });
  });
});

describe('dynamoDbCallsOf', () => {
  it('reads the calls, and the units where the answer has them', () => {
    const headers = new Headers({
      'x-local-dynamodb-calls': '3',
      'x-local-dynamodb-round-trips': '2',
      'x-local-dynamodb-operations': 'GetItem=2 Query=1',
    });
    expect(dynamoDbCallsOf(headers)).toEqual({
      calls: 3,
      roundTrips: 2,
      operations: { GetItem: 2, Query: 1 },
    });
    headers.set('x-local-dynamodb-rcu', '10.5');
    headers.set('x-local-dynamodb-wcu', '0');
    headers.set('x-local-dynamodb-capacity', 'content=r1 content.gsi1=r9.5');
    expect(dynamoDbCallsOf(headers)?.capacity).toEqual({
      read: 10.5,
      write: 0,
      byTarget: { content: { read: 1, write: 0 }, 'content.gsi1': { read: 9.5, write: 0 } },
    });
  });
});
