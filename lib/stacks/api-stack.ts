/**
 * Stateless: the Lambda handlers, the AppSync GraphQL API and the REST APIs, all built from
 * contracts/registry.ts, and the CloudFront cache in front of the REST API that serves public reads. It can
 * be destroyed and redeployed without losing data.
 */
import { CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import {
  lambdaHandlers,
  type LambdaHandlerName,
  type ResolverDefinition,
  type RestApiName,
  type RestRoute,
  graphqlResolvers,
  restApiNames,
  restRoutes,
} from '../../contracts/registry';
import { REST_CACHE } from '../../contracts/rest-cache';
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
import { StreamConsumer } from '../constructs/stream-consumer';
import { type OriginMarker, RestApiEdge } from '../constructs/rest-api-edge';
import { VIEWER_IP_HEADER } from '../constructs/viewer-ip-header';

/** The header the REST API's distribution adds to each request it forwards (see `originMarker`). */
export const ORIGIN_MARKER_HEADER = 'x-origin-marker';

/**
 * REST APIs served through a CloudFront distribution: those with public reads (guests' answers are cached
 * at the edge). The others are called directly: every route of theirs needs a token, nothing is shared.
 */
export function edgeCachedApis(routes: readonly RestRoute[]): RestApiName[] {
  return restApiNames.filter((api) =>
    routes.some((route) => route.api === api && route.method === 'GET' && route.access === 'public'),
  );
}

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  readonly tables: Readonly<Record<TableId, ITable>>;
  readonly userPool: IUserPool;
  /** The web app's client: functions that verify ID tokens themselves check its id as the audience. */
  readonly userPoolClient: IUserPoolClient;
  /** `https://<distribution domain>`: the first CORS origin. */
  readonly siteOrigin: string;
  /** Where the REST API's distribution writes its standard logs (the Web stack's access-log bucket). */
  readonly accessLogsBucket: IBucket;
  /** @default restRoutes of contracts/registry.ts */
  readonly routes?: readonly RestRoute[];
  /** @default graphqlResolvers of contracts/registry.ts */
  readonly resolvers?: readonly ResolverDefinition[];
}

export class ApiStack extends Stack {
  public readonly graphqlUrl: string;
  public readonly graphqlRealtimeUrl: string;
  public readonly graphqlApiKey: string;
  /**
   * Base URL the web app calls for each REST API: through its CloudFront distribution where there is one
   * (`https://<distribution>/`), otherwise the stage's own URL (stage included).
   */
  public readonly restUrls: Readonly<Record<RestApiName, string>>;
  /** The CloudFront distribution in front of each REST API that has one. */
  public readonly restEdges: Readonly<Partial<Record<RestApiName, RestApiEdge>>>;
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

    // A function per handler that some route or resolver uses, and per stream consumer; an unused handler is
    // not deployed.
    const streamHandlers = (Object.keys(lambdaHandlers) as LambdaHandlerName[]).filter(
      (name) => lambdaHandlers[name].stream,
    );
    const used = new Set<LambdaHandlerName>([
      ...routes.map((route) => route.handler),
      ...resolvers.flatMap((resolver) => (resolver.kind === 'lambda' ? [resolver.handler] : [])),
      ...streamHandlers,
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
    for (const name of streamHandlers) {
      const stream = lambdaHandlers[name].stream as { table: TableId };
      const table = props.tables[stream.table];
      if (!table)
        throw new Error(`Stream handler ${name} needs table "${stream.table}", which was not passed`);
      new StreamConsumer(this, `${pascalCase(name)}Stream`, {
        function: functions[name] as HouseFunction,
        table,
      });
    }

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

    const edgeApis = edgeCachedApis(routes);
    // With a web ACL, the REST API's distribution marks each request it forwards with a value only this stack
    // knows, so the ACL may trust the viewer address those requests carry (lib/constructs/regional-web-acl.ts).
    const originMarker = config.webAcl && edgeApis.length > 0 ? this.originMarker() : undefined;
    if (config.webAcl) {
      this.webAcl = new RegionalWebAcl(this, 'WebAcl', {
        name: `${config.stage}-community-apis`,
        ipRateLimitPer5Minutes: config.webAcl.ipRateLimitPer5Minutes,
        tokenRateLimitPer5Minutes: config.webAcl.tokenRateLimitPer5Minutes,
        tokenHeader: REST_CACHE.tokenHeader,
        ...(originMarker
          ? {
              edge: {
                markerHeader: originMarker.header,
                markerValue: originMarker.value,
                viewerIpHeader: VIEWER_IP_HEADER,
              },
            }
          : {}),
        corsOrigin: props.siteOrigin,
      });
      this.webAcl.associate('GraphqlAssociation', graphql.api.arn);
    }

    const cloudWatchRole = new ApiGatewayCloudWatchRole(this, 'ApiGatewayCloudWatchRole');
    const restUrls: Partial<Record<RestApiName, string>> = {};
    const restEdges: Partial<Record<RestApiName, RestApiEdge>> = {};
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
      if (edgeApis.includes(apiName)) {
        const edge = new RestApiEdge(this, `${pascalCase(apiName)}Edge`, {
          restApi: rest.restApi,
          logBucket: props.accessLogsBucket,
          logFilePrefix: `cloudfront-${apiName}-api/`,
          originMarker,
          comment: `${config.stage} REST API "${apiName}": edge cache of public reads`,
        });
        restEdges[apiName] = edge;
        restUrls[apiName] = edge.url;
        new CfnOutput(this, `${pascalCase(apiName)}RestEdgeUrl`, {
          value: edge.url,
          description: `REST API "${apiName}" through CloudFront: the base URL the web app calls`,
        });
      }
    }
    this.restUrls = restUrls as Record<RestApiName, string>;
    this.restEdges = restEdges;

    new CfnOutput(this, 'GraphqlUrl', { value: graphql.graphqlUrl, description: 'AppSync GraphQL endpoint' });
    // Not a secret: the key authorizes public reads and is served to every visitor in /config.json.
    new CfnOutput(this, 'GraphqlApiKey', { value: graphql.apiKey, description: 'AppSync public API key' });
  }

  /**
   * A random value in Secrets Manager, resolved into the distribution's origin header and the web ACL's match
   * at deploy time, so it appears in neither the repository nor the template. It is a marker, not a
   * credential: who learns it can only choose, calling a stage directly, which address its requests count
   * against; the token and stage limits still apply.
   */
  private originMarker(): OriginMarker {
    const secret = new Secret(this, 'EdgeOriginMarker', {
      description:
        "Marks requests the REST API's CloudFront distribution forwards (the web ACL trusts their viewer address)",
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Not a credential: a marker the REST API\'s distribution sends and the web ACL matches, both resolved at deploy time. Rotating it means changing both in one deploy (docs/operations.md, "Edge cache"); a rotation Lambda would change the secret without them.',
    });
    return { header: ORIGIN_MARKER_HEADER, value: secret.secretValue.unsafeUnwrap() };
  }
}
