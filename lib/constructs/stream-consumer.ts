/**
 * A registry handler reading a table's change stream (contracts/registry.ts `stream`; docs/architecture.md,
 * "The change stream"): the event source mapping that hands it the records, and the queue where a batch goes
 * when it keeps failing, with an alarm on it. Locally, local/streams/stream-poller.ts reads the stream the
 * same way.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { HouseFunction } from './house-function';

export interface StreamConsumerProps {
  readonly function: HouseFunction;
  /** The table whose stream it reads: built with one (contracts/tables.ts `stream`). */
  readonly table: ITable;
}

export class StreamConsumer extends Construct {
  /** Where a batch goes after its retries: the records' stream positions, to read again or replay. */
  public readonly failedBatches: Queue;
  public readonly failureAlarm: Alarm;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    super(scope, id);
    this.failedBatches = new Queue(this, 'FailedBatches', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // As long as SQS keeps anything: time to read what failed and replay it (docs/operations.md).
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failedBatches).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself where failed stream batches go; a queue behind it would only move them again.',
    });
    props.function.addEventSource(
      new DynamoEventSource(props.table, {
        // From the oldest record the stream keeps (24 hours): a consumer deployed later catches up.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        // The handler reports the first record it failed on; Lambda retries from there, in order.
        reportBatchItemFailures: true,
        retryAttempts: 10,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.failedBatches),
      }),
    );
    // The mapping's role reads the stream; dynamodb:ListStreams supports no resource-level permissions.
    if (props.function.role) {
      Validations.of(props.function.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'X-Ray PutTraceSegments and PutTelemetryRecords, and the stream mapping\'s dynamodb:ListStreams, support no resource-level permissions; "*" is the only valid resource.',
      });
    }
    this.failureAlarm = new Alarm(this, 'FailureAlarm', {
      alarmDescription:
        'Changes of the table could not be handled after their retries and wait in the failed-batches queue: see docs/operations.md, "The change stream".',
      metric: this.failedBatches.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
