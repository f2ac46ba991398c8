/**
 * API Gateway writes execution logs through one role per account and region (AWS::ApiGateway::Account).
 * CDK's `cloudWatchRole: true` would create one such resource per RestApi (they overwrite each other) with
 * the AWS managed policy; this construct is created once for the app instead, with a policy limited to the
 * log groups API Gateway writes execution logs to (`API-Gateway-Execution-Logs_<api id>/<stage>`).
 *
 * The setting is account-wide: another app in the same account and region that sets it overwrites it.
 */
import { ArnFormat, Stack } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { acknowledgeExpectedWildcards } from './nag-findings';

export class ApiGatewayCloudWatchRole extends Construct {
  public readonly account: CfnAccount;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const executionLogGroups = Stack.of(this).formatArn({
      service: 'logs',
      resource: 'log-group',
      resourceName: 'API-Gateway-Execution-Logs_*',
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway execution logging (account setting)',
    });
    role.addToPolicy(
      new PolicyStatement({
        actions: [
          'logs:CreateLogGroup',
          'logs:CreateLogStream',
          'logs:PutLogEvents',
          'logs:DescribeLogGroups',
          'logs:DescribeLogStreams',
        ],
        resources: [executionLogGroups, `${executionLogGroups}:*`],
      }),
    );
    this.account = new CfnAccount(this, 'Account', { cloudWatchRoleArn: role.roleArn });
    // The role's policy must exist before API Gateway validates the account setting.
    this.account.node.addDependency(role);

    acknowledgeExpectedWildcards(role, [
      {
        finding: /^Resource::arn:.*:logs:.*:log-group:API-Gateway-Execution-Logs_\*(:\*)?$/,
        reason:
          'API Gateway names its execution log groups API-Gateway-Execution-Logs_<api id>/<stage>; this role serves every REST API of the account and region, and the wildcard covers exactly those groups (and their streams).',
      },
    ]);
  }
}
