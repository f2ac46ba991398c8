/**
 * Keeps the AppSync API key alive without a redeploy: a weekly EventBridge schedule runs
 * lambda/ops/renew-api-key.ts, which sets the key's expiry to 364 days ahead (AppSync's maximum is 365), and
 * an alarm fires when a renewal fails. Weekly leaves about 51 failed weeks in a row before guests lose the
 * public key, so the alarm has months to be noticed.
 */
import { Duration, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { LogLevel } from '../config/stage-config';
import { repoPath } from '../config/repo-paths';
import { HouseFunction } from './house-function';

/** How often the key is renewed. */
export const apiKeyRenewalInterval = Duration.days(7);

export interface ApiKeyRenewalProps {
  readonly apiId: string;
  readonly apiKeyId: string;
  readonly stage: string;
  readonly logLevel: LogLevel;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy?: RemovalPolicy;
}

export class ApiKeyRenewal extends Construct {
  public readonly function: HouseFunction;
  public readonly schedule: Rule;
  public readonly failureAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ApiKeyRenewalProps) {
    super(scope, id);
    this.function = new HouseFunction(this, 'Function', {
      entry: repoPath('lambda/ops/renew-api-key.ts'),
      serviceName: 'renew-api-key',
      description: 'Pushes the AppSync API key expiry forward (weekly)',
      stage: props.stage,
      logLevel: props.logLevel,
      logRetention: props.logRetention,
      logRemovalPolicy: props.logRemovalPolicy,
      environment: { GRAPHQL_API_ID: props.apiId, GRAPHQL_API_KEY_ID: props.apiKeyId },
    });
    // UpdateApiKey authorizes on the API (resource type graphqlapi): this API only, this action only.
    const { region, account, partition } = Stack.of(this);
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['appsync:UpdateApiKey'],
        resources: [`arn:${partition}:appsync:${region}:${account}:apis/${props.apiId}`],
      }),
    );

    this.schedule = new Rule(this, 'Schedule', {
      description: 'Renews the AppSync API key expiry',
      schedule: Schedule.rate(apiKeyRenewalInterval),
      targets: [new LambdaFunction(this.function, { retryAttempts: 2 })],
    });

    this.failureAlarm = new Alarm(this, 'FailureAlarm', {
      alarmDescription:
        'The AppSync API key could not be renewed. Guests lose the menu when the key expires (up to 364 days after the last success): see docs/operations.md, "AppSync API key".',
      metric: this.function.metricErrors({ period: Duration.days(1), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
