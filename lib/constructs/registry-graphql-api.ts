/**
 * The AppSync GraphQL API: schema.graphql plus exactly the resolvers of contracts/registry.ts. APPSYNC_JS
 * resolvers read DynamoDB directly (no Lambda hop on the public read path); Lambda resolvers are direct
 * Lambda resolvers (no mapping templates). See docs/architecture.md.
 */
import { Duration, Expiration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AuthorizationType,
  type BaseDataSource,
  CfnApiKey,
  type CfnGraphQLApi,
  Definition,
  type FieldLogLevel,
  FunctionRuntime,
  GraphqlApi,
  IntrospectionConfig,
  LambdaDataSource,
  Resolver,
} from 'aws-cdk-lib/aws-appsync';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { graphqlLimits } from '../../contracts/graphql-limits';
import type { LambdaHandlerName, ResolverDefinition } from '../../contracts/registry';
import { type TableId, tableDefinition } from '../../contracts/tables';
import { repoPath } from '../config/repo-paths';
import { appSyncJsCode } from './appsync-js-code';
import { acknowledgeExpectedWildcards } from './nag-findings';
import { pascalCase } from './pascal-case';
import { TableDataSource } from './table-data-source';

/**
 * AppSync allows an API key to live at most 365 days. 360 leaves a margin for the hour-rounding AppSync
 * applies. The expiry is computed when the app is synthesized, so every deploy pushes it forward again; in
 * between, a weekly function renews it (lib/constructs/api-key-renewal.ts).
 */
export const apiKeyLifetime = Duration.days(360);

export interface RegistryGraphqlApiProps {
  readonly name: string;
  /** Absolute path of the schema (schema.graphql). */
  readonly schemaFile: string;
  readonly resolvers: readonly ResolverDefinition[];
  /** Tables the JS resolvers name. */
  readonly tables: Readonly<Record<TableId, ITable>>;
  /** Functions of the Lambda resolvers. @default - none (only JS resolvers allowed) */
  readonly functions?: Readonly<Partial<Record<LambdaHandlerName, IFunction>>>;
  /** The additional USER_POOL authorization mode's pool (schema: @aws_cognito_user_pools). */
  readonly userPool: IUserPool;
  readonly fieldLogLevel: FieldLogLevel;
  /** Log headers and resolver context too (they include the API key and JWTs). @default false */
  readonly verboseLogs?: boolean;
  readonly logRetention: RetentionDays;
  /** @default - the log group is retained */
  readonly logRemovalPolicy?: RemovalPolicy;
  /** Answer introspection queries (`__schema`, `__type`). @default false */
  readonly introspection?: boolean;
}

export class RegistryGraphqlApi extends Construct {
  public readonly api: GraphqlApi;
  /** The public API key (anyone may read the menu). */
  public readonly apiKey: string;
  /** The key's id (`da2-…`), which UpdateApiKey needs. */
  public readonly apiKeyId: string;
  public readonly graphqlUrl: string;
  /** The realtime (subscription) WebSocket URL, `wss://…appsync-realtime-api…/graphql`. */
  public readonly realtimeUrl: string;

  constructor(scope: Construct, id: string, props: RegistryGraphqlApiProps) {
    super(scope, id);

    // Own role instead of CDK's default, which attaches AWSAppSyncPushToCloudWatchLogs (every log group of
    // the account); this one may write to the API's own log group only (granted below).
    const logRole = new Role(this, 'LogRole', {
      assumedBy: new ServicePrincipal('appsync.amazonaws.com'),
      description: `AppSync logging of ${props.name}`,
    });

    this.api = new GraphqlApi(this, 'Api', {
      name: props.name,
      definition: Definition.fromFile(props.schemaFile),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: AuthorizationType.API_KEY,
          apiKeyConfig: {
            description: 'Public reads (guests)',
            expires: Expiration.after(apiKeyLifetime),
          },
        },
        additionalAuthorizationModes: [
          { authorizationType: AuthorizationType.USER_POOL, userPoolConfig: { userPool: props.userPool } },
        ],
      },
      xrayEnabled: true,
      // Cost limits shared with the local server (contracts/graphql-limits.ts says why these numbers).
      queryDepthLimit: graphqlLimits.queryDepthLimit,
      resolverCountLimit: graphqlLimits.resolverCountLimit,
      introspectionConfig:
        (props.introspection ?? false) ? IntrospectionConfig.ENABLED : IntrospectionConfig.DISABLED,
    });
    if (!this.api.apiKey) throw new Error('GraphQL API without an API key');
    this.apiKey = this.api.apiKey;
    const keyResource = this.api.node.tryFindChild('DefaultApiKey');
    if (!(keyResource instanceof CfnApiKey)) throw new Error('GraphQL API key resource not found');
    this.apiKeyId = keyResource.attrApiKeyId;
    this.graphqlUrl = this.api.graphqlUrl;
    // The L2 construct does not expose it; the L1 resource's RealtimeUrl attribute does.
    this.realtimeUrl = (this.api.node.defaultChild as CfnGraphQLApi).attrRealtimeUrl;

    // Logging is set on the L1 resource: CDK's `logConfig` always adds a LogRetention custom resource (a
    // Lambda function with an AWS managed policy) that creates the same log group, so an explicit LogGroup
    // with a retention could not coexist with it. AppSync writes to this fixed name.
    const logGroup = new LogGroup(this, 'LogGroup', {
      logGroupName: `/aws/appsync/apis/${this.api.apiId}`,
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });
    logGroup.grantWrite(logRole);
    logGroup.grant(logRole, 'logs:CreateLogGroup');
    const cfnApi = this.api.node.defaultChild as CfnGraphQLApi;
    cfnApi.logConfig = {
      cloudWatchLogsRoleArn: logRole.roleArn,
      fieldLogLevel: props.fieldLogLevel,
      excludeVerboseContent: !(props.verboseLogs ?? false),
    };
    if (!(props.verboseLogs ?? false)) {
      Validations.of(this.api).acknowledge({
        id: 'AwsSolutions-ASC3',
        reason:
          "Request-level logging is on (field log level set, log role given); only verbose content is excluded here, because it logs request headers: the API key and members' ID tokens.",
      });
    }

    const dataSources = this.createDataSources(props);
    for (const definition of props.resolvers) {
      const dataSource = dataSources.get(dataSourceKey(definition));
      if (!dataSource) throw new Error(`No data source for ${definition.typeName}.${definition.fieldName}`);
      // Construct id from type and field: renaming a field replaces its resolver, nothing else.
      new Resolver(this, `${definition.typeName}${pascalCase(definition.fieldName)}Resolver`, {
        api: this.api,
        dataSource,
        typeName: definition.typeName,
        fieldName: definition.fieldName,
        ...(definition.kind === 'js'
          ? { runtime: FunctionRuntime.JS_1_0_0, code: appSyncJsCode(repoPath(definition.source)) }
          : {}),
      });
    }
  }

  /** One data source per table (read-only unless a resolver declares readWrite) and per Lambda handler. */
  private createDataSources(props: RegistryGraphqlApiProps): Map<string, BaseDataSource> {
    const tableAccess = new Map<TableId, 'read' | 'readWrite'>();
    const handlers = new Set<LambdaHandlerName>();
    for (const definition of props.resolvers) {
      if (definition.kind === 'js') {
        const access = definition.access ?? 'read';
        tableAccess.set(
          definition.table,
          tableAccess.get(definition.table) === 'readWrite' ? 'readWrite' : access,
        );
      } else {
        handlers.add(definition.handler);
      }
    }

    const dataSources = new Map<string, BaseDataSource>();
    for (const [tableId, access] of tableAccess) {
      const name = `${pascalCase(tableId)}Table`;
      dataSources.set(
        `table:${tableId}`,
        new TableDataSource(this, `${name}DataSource`, {
          api: this.api,
          name,
          table: props.tables[tableId],
          access,
          indexNames: tableDefinition(tableId).indexes.map((index) => index.name),
          description: `${tableId} table (${access})`,
        }),
      );
    }
    for (const handler of handlers) {
      const fn = props.functions?.[handler];
      if (!fn)
        throw new Error(`Lambda resolver needs the function of handler "${handler}", which was not given`);
      const name = `${pascalCase(handler)}Function`;
      const dataSource = new LambdaDataSource(this, `${name}DataSource`, {
        api: this.api,
        name,
        lambdaFunction: fn,
        description: `Direct Lambda resolver ${handler}`,
      });
      const role = dataSource.node.tryFindChild('ServiceRole');
      if (role instanceof Role) {
        acknowledgeExpectedWildcards(role, [
          {
            finding: /^Resource::<[A-Za-z0-9]+\.Arn>:\*$/,
            reason: `CDK's grantInvoke on the resolver function ${handler}: the function ARN plus its versions and aliases (<arn>:*); nothing else is invocable.`,
          },
        ]);
      }
      dataSources.set(`lambda:${handler}`, dataSource);
    }
    return dataSources;
  }
}

function dataSourceKey(definition: ResolverDefinition): string {
  return definition.kind === 'js' ? `table:${definition.table}` : `lambda:${definition.handler}`;
}
