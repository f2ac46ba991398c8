/**
 * Stateful: the DynamoDB tables, one per entry of contracts/tables.ts. Kept apart from the stateless stacks so
 * that those can be destroyed and redeployed freely.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  type ITable,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { type TableDefinition, type TableId, tableDefinitions } from '../../contracts/tables';
import type { StageConfig } from '../config/stage-config';

export interface DataStackProps extends StackProps {
  readonly config: StageConfig;
}

export class DataStack extends Stack {
  public readonly tables: Readonly<Record<TableId, ITable>>;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const tables: Partial<Record<TableId, ITable>> = {};
    for (const definition of tableDefinitions) {
      tables[definition.id] = this.createTable(definition, props.config);
    }
    this.tables = tables as Record<TableId, ITable>;
  }

  private createTable(definition: TableDefinition, config: StageConfig): Table {
    const table = new Table(this, definition.constructId, {
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      sortKey: definition.sortKey ? { name: definition.sortKey, type: AttributeType.STRING } : undefined,
      // On-demand: traffic is small and spiky; nothing to size or autoscale.
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      // PITR everywhere (35 days of per-second restore points): a dev table holds the seed data and test
      // content that someone is looking at, and PITR costs little at this size.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: definition.ttlAttribute,
      // The change stream its consumers read (lib/constructs/stream-consumer.ts), with both images of an item.
      stream: definition.stream ? StreamViewType.NEW_AND_OLD_IMAGES : undefined,
      removalPolicy: config.removalPolicy,
      deletionProtection: config.deletionProtection,
    });
    for (const index of definition.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        // ALL: the generic gsiNpk/gsiNsk design serves different entity types per index, so a narrower
        // projection would tie the table to today's access patterns.
        projectionType: ProjectionType.ALL,
      });
    }
    return table;
  }
}
