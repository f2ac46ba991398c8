/**
 * One API Gateway REST API built from the route registry (contracts/registry.ts): every route becomes a
 * method with a Lambda proxy integration, and nothing else is added, so the deployed API and the local
 * gateway serve the same routes (docs/architecture.md).
 */
import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  type RequestValidator,
  ResponseType,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct, type IDependable } from 'constructs';
import type { LambdaHandlerName, RestRoute } from '../../contracts/registry';
import { REST_CORS } from '../../contracts/rest-cors';
import type { Throttling } from '../config/stage-config';
import type { RegionalWebAcl } from './regional-web-acl';

export interface RegistryRestApiProps {
  /** The API's name in API Gateway, e.g. `dev-member`. */
  readonly restApiName: string;
  /** API Gateway stage name; it is part of the base URL (`…/dev/`). */
  readonly stageName: string;
  /** The routes of this API only. */
  readonly routes: readonly RestRoute[];
  /** The function of every handler the routes name. */
  readonly functions: Readonly<Partial<Record<LambdaHandlerName, IFunction>>>;
  /** Pool whose ID tokens the Cognito authorizer accepts on `member` and `admin` routes. */
  readonly userPool: IUserPool;
  /** Browser origins allowed by CORS (preflight and error responses). The first one is the site. */
  readonly allowedOrigins: readonly string[];
  /**
   * The stage's default throttling, which API Gateway applies to each method on its own. No method gets a
   * lower limit of its own: a limit shared by every caller is one a few clients can use up for everyone
   * (per-caller limits are the web ACL's, per-member write limits the functions', docs/operations.md).
   */
  readonly throttling: Throttling;
  /** The web ACL to associate with the stage. @default - none (acknowledged as a stage setting) */
  readonly webAcl?: RegionalWebAcl;
  readonly logRetention: RetentionDays;
  /** @default - the access-log group is retained */
  readonly logRemovalPolicy?: RemovalPolicy;
  /** @default - no description */
  readonly description?: string;
  /**
   * Created before the stage: execution logging needs the account's API Gateway CloudWatch role to exist.
   * @default - no extra dependency
   */
  readonly stageDependsOn?: IDependable;
}

/** `/member/{userId}` → `['userId']` */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}+]+)\+?\}/g)].map((match) => match[1] as string);
}

export class RegistryRestApi extends Construct {
  public readonly restApi: RestApi;
  /** Base URL including the stage, e.g. `https://abc.execute-api.ap-northeast-2.amazonaws.com/dev/`. */
  public readonly url: string;
  private authorizer?: CognitoUserPoolsAuthorizer;
  private readonly integrations = new Map<LambdaHandlerName, LambdaIntegration>();

  constructor(scope: Construct, id: string, props: RegistryRestApiProps) {
    super(scope, id);
    if (props.allowedOrigins.length === 0 || props.allowedOrigins.includes('*')) {
      throw new Error(
        `RegistryRestApi ${props.restApiName}: allowedOrigins must list explicit origins, got ${JSON.stringify(props.allowedOrigins)}`,
      );
    }
    if (props.routes.length === 0) throw new Error(`RegistryRestApi ${props.restApiName}: no routes`);

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });

    const methods = [...new Set(props.routes.map((route) => route.method))].sort();
    this.restApi = new RestApi(this, 'RestApi', {
      restApiName: props.restApiName,
      description: props.description,
      // Regional: the users and the functions are in the same region; edge-optimized would add a hop.
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      // The account-level CloudWatch role is managed once for the whole app (ApiGatewayCloudWatchRole).
      cloudWatchRole: false,
      deployOptions: {
        stageName: props.stageName,
        throttlingRateLimit: props.throttling.rateLimit,
        throttlingBurstLimit: props.throttling.burstLimit,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: true,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: true,
        }),
        loggingLevel: MethodLoggingLevel.ERROR,
        // Request/response bodies would put member data into the logs.
        dataTraceEnabled: false,
        tracingEnabled: true,
        metricsEnabled: true,
      },
      defaultCorsPreflightOptions: {
        allowOrigins: [...props.allowedOrigins],
        allowHeaders: [...REST_CORS.allowHeaders],
        allowMethods: [...methods, 'OPTIONS'],
        maxAge: Duration.seconds(REST_CORS.maxAgeSeconds),
      },
    });
    if (props.stageDependsOn) this.restApi.deploymentStage.node.addDependency(props.stageDependsOn);
    const stage = this.restApi.deploymentStage;
    if (props.webAcl) {
      props.webAcl.associate(`${id}StageAssociation`, stage.stageArn, stage);
    } else {
      Validations.of(stage).acknowledge({
        id: 'AwsSolutions-APIG3',
        reason:
          "This stage's setting has no web ACL (lib/config/stage-config.ts webAcl): a regional ACL costs a fixed monthly fee per ACL and rule; the stage keeps its throttling, Cognito authorization on member routes and request validation. Prod has one.",
      });
    }
    this.url = this.restApi.url;

    // Errors produced by API Gateway itself (authorizer 401/403, throttling 429, validation 400, 5xx) carry
    // no CORS headers by default, and the browser would then hide them from the app as network errors.
    // A gateway response can only name one origin: the site's. The handlers answer CORS themselves. Like the
    // handlers' errors, they are kept by no cache (the CloudFront in front of the post API keeps no error
    // either: lib/constructs/rest-api-edge.ts).
    const siteOrigin = props.allowedOrigins[0] as string;
    for (const [responseId, type] of [
      ['Default4xx', ResponseType.DEFAULT_4XX],
      ['Default5xx', ResponseType.DEFAULT_5XX],
    ] as const) {
      this.restApi.addGatewayResponse(responseId, {
        type,
        responseHeaders: {
          'Access-Control-Allow-Origin': `'${siteOrigin}'`,
          Vary: "'Origin'",
          'Cache-Control': "'no-store'",
        },
      });
    }

    // Path parameters are declared required on each method, so API Gateway rejects a request without them
    // before any Lambda runs. Body validation applies to methods that declare a request model (JSON schema);
    // no route takes a body yet, and the handlers validate their input with zod regardless.
    const validator = this.restApi.addRequestValidator('RequestValidator', {
      requestValidatorName: 'parameters-and-body',
      validateRequestParameters: true,
      validateRequestBody: true,
    });

    for (const route of props.routes) this.addRoute(route, props, validator);
  }

  private addRoute(route: RestRoute, props: RegistryRestApiProps, validator: RequestValidator): void {
    const fn = props.functions[route.handler];
    if (!fn)
      throw new Error(`Route ${route.method} ${route.path}: no function for handler "${route.handler}"`);
    let integration = this.integrations.get(route.handler);
    if (!integration) {
      // Proxy integration: the handler receives the API Gateway event as is (the local gateway builds the
      // same shape). No test-invoke permission: the console's test button is not needed in any stage.
      integration = new LambdaIntegration(fn, { proxy: true, allowTestInvoke: false });
      this.integrations.set(route.handler, integration);
    }

    const requestParameters = Object.fromEntries(
      pathParameterNames(route.path).map((name) => [`method.request.path.${name}`, true]),
    );
    const resource = route.path === '/' ? this.restApi.root : this.restApi.root.resourceForPath(route.path);
    const method = resource.addMethod(route.method, integration, {
      requestParameters,
      requestValidator: validator,
      ...(route.access === 'public'
        ? { authorizationType: AuthorizationType.NONE }
        : {
            authorizationType: AuthorizationType.COGNITO,
            authorizer: this.memberAuthorizer(props.userPool),
          }),
    });

    if (route.access === 'public') {
      const kind = route.method === 'GET' ? 'an explicitly public read' : 'explicitly public';
      const reason = `${route.method} ${route.path} is ${kind} in contracts/registry.ts (access: public, no authorizer by design): ${route.description}.`;
      Validations.of(method).acknowledge({ id: 'AwsSolutions-APIG4', reason });
      Validations.of(method).acknowledge({ id: 'AwsSolutions-COG4', reason });
    }
  }

  /** One Cognito authorizer per API, created on first use (an unattached authorizer fails synthesis). */
  private memberAuthorizer(userPool: IUserPool): CognitoUserPoolsAuthorizer {
    this.authorizer ??= new CognitoUserPoolsAuthorizer(this, 'MemberAuthorizer', {
      cognitoUserPools: [userPool],
      authorizerName: 'members',
    });
    return this.authorizer;
  }
}
