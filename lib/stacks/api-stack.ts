/**
 * Stateless: the Lambda handlers, the AppSync GraphQL API and the REST APIs, all built from
 * contracts/registry.ts. It can be destroyed and redeployed without losing data.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import {
  type LambdaHandlerName,
  type ResolverDefinition,
  type RestApiName,
  type RestRoute,
  graphqlResolvers,
  restApiNames,
  restRoutes,
} from '../../contracts/registry';
import type { TableId } from '../../contracts/tables';
import { repoPath } from '../config/repo-paths';
import type { StageConfig } from '../config/stage-config';
import { ApiGatewayCloudWatchRole } from '../constructs/api-gateway-cloud-watch-role';
import { ApiKeyRenewal } from '../constructs/api-key-renewal';
import type { HouseFunction } from '../constructs/house-function';
import { pascalCase } from '../constructs/pascal-case';
import { RegistryGraphqlApi } from '../constructs/registry-graphql-api';
import { createRegistryFunction } from '../constructs/registry-function';
import { RegistryRestApi } from '../constructs/registry-rest-api';
import { RegionalWebAcl } from '../constructs/regional-web-acl';

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  readonly tables: Readonly<Record<TableId, ITable>>;
  readonly userPool: IUserPool;
  /** The web app's client: functions that verify ID tokens themselves check its id as the audience. */
  readonly userPoolClient: IUserPoolClient;
  /** `https://<distribution domain>`: the first CORS origin. */
  readonly siteOrigin: string;
  /** @default restRoutes of contracts/registry.ts */
  readonly routes?: readonly RestRoute[];
  /** @default graphqlResolvers of contracts/registry.ts */
  readonly resolvers?: readonly ResolverDefinition[];
}

export class ApiStack extends Stack {
  public readonly graphqlUrl: string;
  public readonly graphqlRealtimeUrl: string;
  public readonly graphqlApiKey: string;
  /** Base URL of each REST API, stage included. */
  public readonly restUrls: Readonly<Record<RestApiName, string>>;
  public readonly functions: Readonly<Partial<Record<LambdaHandlerName, HouseFunction>>>;
  /** The web ACL in front of every API, when the stage has one. */
  public readonly webAcl?: RegionalWebAcl;
  public readonly apiKeyRenewal: ApiKeyRenewal;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const routes = props.routes ?? restRoutes;
    const resolvers = props.resolvers ?? graphqlResolvers;
    const allowedOrigins = [props.siteOrigin, ...config.extraCorsOrigins];

    // A function per handler that some route or resolver uses; an unused handler is not deployed.
    const used = new Set<LambdaHandlerName>([
      ...routes.map((route) => route.handler),
      ...resolvers.flatMap((resolver) => (resolver.kind === 'lambda' ? [resolver.handler] : [])),
    ]);
    const functions: Partial<Record<LambdaHandlerName, HouseFunction>> = {};
    for (const name of [...used].sort()) {
      functions[name] = createRegistryFunction(this, name, {
        config,
        tables: props.tables,
        userPool: props.userPool,
        userPoolClient: props.userPoolClient,
        allowedOrigins,
      });
    }
    this.functions = functions;

    const graphql = new RegistryGraphqlApi(this, 'Graphql', {
      name: `${config.stage}-community`,
      schemaFile: repoPath('schema.graphql'),
      resolvers,
      tables: props.tables,
      functions,
      userPool: props.userPool,
      fieldLogLevel: config.graphqlFieldLogLevel,
      verboseLogs: config.graphqlVerboseLogs,
      logRetention: config.logRetention,
      logRemovalPolicy: config.removalPolicy,
      introspection: config.graphqlIntrospection,
    });
    this.graphqlUrl = graphql.graphqlUrl;
    this.graphqlRealtimeUrl = graphql.realtimeUrl;
    this.graphqlApiKey = graphql.apiKey;

    this.apiKeyRenewal = new ApiKeyRenewal(this, 'ApiKeyRenewal', {
      apiId: graphql.api.apiId,
      apiKeyId: graphql.apiKeyId,
      stage: config.stage,
      logLevel: config.lambdaLogLevel,
      logRetention: config.logRetention,
      logRemovalPolicy: config.removalPolicy,
    });

    if (config.webAcl) {
      this.webAcl = new RegionalWebAcl(this, 'WebAcl', {
        name: `${config.stage}-community-apis`,
        ipRateLimitPer5Minutes: config.webAcl.ipRateLimitPer5Minutes,
      });
      this.webAcl.associate('GraphqlAssociation', graphql.api.arn);
    }

    const cloudWatchRole = new ApiGatewayCloudWatchRole(this, 'ApiGatewayCloudWatchRole');
    const restUrls: Partial<Record<RestApiName, string>> = {};
    for (const apiName of restApiNames) {
      const rest = new RegistryRestApi(this, `${pascalCase(apiName)}Rest`, {
        restApiName: `${config.stage}-${apiName}`,
        description: `REST API "${apiName}" (${config.stage})`,
        stageName: config.stage,
        routes: routes.filter((route) => route.api === apiName),
        functions,
        userPool: props.userPool,
        allowedOrigins,
        throttling: config.restThrottling,
        writeThrottling: config.restWriteThrottling,
        webAcl: this.webAcl,
        logRetention: config.logRetention,
        logRemovalPolicy: config.removalPolicy,
        stageDependsOn: cloudWatchRole.account,
      });
      restUrls[apiName] = rest.url;
      new CfnOutput(this, `${pascalCase(apiName)}RestUrl`, {
        value: rest.url,
        description: `REST API "${apiName}" base URL (stage included)`,
      });
    }
    this.restUrls = restUrls as Record<RestApiName, string>;

    new CfnOutput(this, 'GraphqlUrl', { value: graphql.graphqlUrl, description: 'AppSync GraphQL endpoint' });
    // Not a secret: the key authorizes public reads and is served to every visitor in /config.json.
    new CfnOutput(this, 'GraphqlApiKey', { value: graphql.apiKey, description: 'AppSync public API key' });
  }
}
