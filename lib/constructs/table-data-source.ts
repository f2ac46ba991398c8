/**
 * An AppSync DynamoDB data source whose role gets `grantTableAccess` (named indexes, no Scan) instead of the
 * `grantReadData`/`grantReadWriteData` that CDK's DynamoDbDataSource applies unconditionally.
 */
import { BackedDataSource, type BackedDataSourceProps } from 'aws-cdk-lib/aws-appsync';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { type TableAccess, grantTableAccess } from './table-access';

export interface TableDataSourceProps extends BackedDataSourceProps {
  readonly table: ITable;
  readonly access: TableAccess;
  /** GSIs the resolvers may query. @default - none */
  readonly indexNames?: readonly string[];
}

export class TableDataSource extends BackedDataSource {
  constructor(scope: Construct, id: string, props: TableDataSourceProps) {
    super(scope, id, props, {
      type: 'AMAZON_DYNAMODB',
      dynamoDbConfig: { tableName: props.table.tableName, awsRegion: props.table.env.region },
    });
    grantTableAccess(this, props.table, props.access, { indexNames: props.indexNames });
  }
}
