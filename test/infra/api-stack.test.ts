import * as fs from 'node:fs';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import {
  type LambdaHandlerName,
  type ResolverDefinition,
  graphqlResolvers,
  lambdaHandlers,
  restRoutes,
} from '../../contracts/registry';
import { tableDefinition } from '../../contracts/tables';
import { type StageName, stageConfigs } from '../../lib/config/stage-config';
import { pascalCase } from '../../lib/constructs/pascal-case';
import { RegistryRestApi } from '../../lib/constructs/registry-rest-api';
import { tableReadActions, tableWriteActions } from '../../lib/constructs/table-access';
import { ApiStack } from '../../lib/stacks/api-stack';
import { AuthStack } from '../../lib/stacks/auth-stack';
import { DataStack } from '../../lib/stacks/data-stack';
import { WebStack } from '../../lib/stacks/web-stack';
import { logicalIdOf, newApp, resourcesOfType, synthStagesOnce } from './support/synth-app';

type Json = Record<string, unknown>;
const DAY = 24 * 60 * 60;

const app = synthStagesOnce();

/** The REST methods of a synthesized Api stack as (api, method, path, auth, handler) rows. */
function restMethodsOf(stage: StageName, includeOptions = false) {
  const stack = app(stage).stacks.api;
  const resources = app(stage).template(stack).toJSON().Resources as Record<
    string,
    { Type: string; Properties: Json }
  >;
  const apiNames = new Map<string, string>();
  for (const [id, resource] of Object.entries(resources)) {
    if (resource.Type === 'AWS::ApiGateway::RestApi') {
      apiNames.set(id, String(resource.Properties.Name).replace(`${stage}-`, ''));
    }
  }
  const pathOf = (ref: unknown): string => {
    const parent = ref as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
    if (parent['Fn::GetAtt']?.[1] === 'RootResourceId') return '';
    const resource = resources[parent.Ref as string];
    if (!resource) throw new Error(`Unknown resource ${JSON.stringify(ref)}`);
    return `${pathOf(resource.Properties.ParentId)}/${String(resource.Properties.PathPart)}`;
  };
  const handlerOfFunction = new Map(
    (Object.keys(lambdaHandlers) as LambdaHandlerName[])
      .filter((name) => stack.functions[name])
      .map((name) => [logicalIdOf(stack, `${pascalCase(name)}Function`), name]),
  );
  return Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::ApiGateway::Method')
    .filter((resource) => includeOptions || resource.Properties.HttpMethod !== 'OPTIONS')
    .map((resource) => {
      const props = resource.Properties;
      const integration = props.Integration as Json;
      const functionId = JSON.stringify(integration.Uri ?? '').match(
        /"Fn::GetAtt":\["([A-Za-z0-9]+)","Arn"\]/,
      )?.[1];
      return {
        api: apiNames.get((props.RestApiId as { Ref: string }).Ref),
        method: props.HttpMethod as string,
        path: pathOf(props.ResourceId) || '/',
        auth: props.AuthorizationType as string,
        hasAuthorizer: props.AuthorizerId !== undefined,
        handler: functionId ? handlerOfFunction.get(functionId) : undefined,
        integrationType: integration.Type,
        props,
      };
    });
}

/** Order-independent comparison of rows. */
const byKey = <T>(rows: T[]): T[] =>
  [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe.each(['dev', 'prod'] as const)('Api stack (%s): registry', (stage) => {
  it('holds exactly the registry REST routes (api, method, path, auth, handler), no more, no less', () => {
    const deployed = restMethodsOf(stage).map(({ api, method, path, auth, handler }) => ({
      api,
      method,
      path,
      auth,
      handler,
    }));
    const expected = restRoutes.map((route) => ({
      api: route.api,
      method: route.method,
      path: route.path,
      auth: route.access === 'public' ? 'NONE' : 'COGNITO_USER_POOLS',
      handler: route.handler,
    }));
    expect(byKey(deployed)).toEqual(byKey(expected));
  });

  it('holds exactly the registry GraphQL resolvers (type, field, JS or Lambda, data source), no more, no less', () => {
    const resolvers = resourcesOfType(app(stage).template(app(stage).stacks.api), 'AWS::AppSync::Resolver');
    const deployed = Object.values(resolvers).map(({ Properties: props = {} }) => ({
      typeName: props.TypeName,
      fieldName: props.FieldName,
      kind: (props.Runtime as Json | undefined)?.Name === 'APPSYNC_JS' ? 'js' : 'lambda',
      dataSource: props.DataSourceName,
    }));
    const expected = graphqlResolvers.map((resolver) => ({
      typeName: resolver.typeName,
      fieldName: resolver.fieldName,
      kind: resolver.kind,
      dataSource:
        resolver.kind === 'js'
          ? `${pascalCase(resolver.table)}Table`
          : `${pascalCase(resolver.handler)}Function`,
    }));
    expect(byKey(deployed)).toEqual(byKey(expected));
  });

  it('deploys a function for exactly the handlers that routes, resolvers or streams use', () => {
    const used = new Set<string>([
      ...restRoutes.map((route) => route.handler),
      ...graphqlResolvers.flatMap((resolver) => (resolver.kind === 'lambda' ? [resolver.handler] : [])),
      ...(Object.keys(lambdaHandlers) as LambdaHandlerName[]).filter((name) => lambdaHandlers[name].stream),
    ]);
    expect(Object.keys(app(stage).stacks.api.functions).sort()).toEqual([...used].sort());
    // Plus one that is no registry handler: the scheduled API key renewal (edge-protection.test.ts).
    app(stage)
      .template(app(stage).stacks.api)
      .resourceCountIs('AWS::Lambda::Function', used.size + 1);
  });
});

describe.each(['dev', 'prod'] as const)('Api stack (%s): Lambda functions', (stage) => {
  const config = stageConfigs[stage];
  const template = () => app(stage).template(app(stage).stacks.api);
  const handlers = (Object.keys(lambdaHandlers) as LambdaHandlerName[]).filter(
    (name) =>
      restRoutes.some((route) => route.handler === name) ||
      graphqlResolvers.some((resolver) => resolver.kind === 'lambda' && resolver.handler === name) ||
      lambdaHandlers[name].stream !== undefined,
  );

  it.each(handlers)('runs %s on Node.js 22+ / arm64 with ≥ 256 MB, 10 s, active tracing', (name) => {
    const fn =
      template().toJSON().Resources[logicalIdOf(app(stage).stacks.api, `${pascalCase(name)}Function`)];
    const props = fn.Properties;
    expect(Number(/^nodejs(\d+)\.x$/.exec(props.Runtime)?.[1])).toBeGreaterThanOrEqual(22);
    expect(props.Architectures).toEqual(['arm64']);
    expect(props.MemorySize).toBeGreaterThanOrEqual(256);
    expect(props.Timeout).toBe(10);
    expect(props.TracingConfig).toEqual({ Mode: 'Active' });
    expect(props.Handler).toBe('index.handler');
  });

  it.each(handlers)('gives %s its own log group with the stage retention', (name) => {
    const resources = template().toJSON().Resources;
    const fn = resources[logicalIdOf(app(stage).stacks.api, `${pascalCase(name)}Function`)];
    const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
    expect(resources[logGroupId].Type).toBe('AWS::Logs::LogGroup');
    expect(resources[logGroupId].Properties.RetentionInDays).toBe(config.logRetention);
    expect(resources[logGroupId].DeletionPolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
  });

  it.each(handlers)('sets the environment of %s from the registry and the stage', (name) => {
    const definition = lambdaHandlers[name];
    const fn =
      template().toJSON().Resources[logicalIdOf(app(stage).stacks.api, `${pascalCase(name)}Function`)];
    const variables = fn.Properties.Environment.Variables as Json;
    expect(variables).toMatchObject({
      NODE_OPTIONS: '--enable-source-maps',
      SERVICE_NAME: name,
      LOG_LEVEL: config.lambdaLogLevel,
      STAGE: stage,
    });
    const origins = JSON.stringify(variables.ALLOWED_ORIGINS);
    expect(origins).toContain('https://');
    expect(origins.includes('http://localhost:5173')).toBe(stage === 'dev');
    const tableVars = Object.keys(definition.tables).map((id) => tableDefinition(id as never).envVar);
    for (const envVar of tableVars) expect(variables[envVar]).toBeDefined();
    expect(variables.USER_POOL_ID !== undefined).toBe(definition.userPool !== undefined);
    // The web client's id, for functions that verify ID tokens on their public routes.
    expect(variables.USER_POOL_CLIENT_ID !== undefined).toBe(definition.userPool?.verifiesTokens === true);
    const knownVars = [
      'NODE_OPTIONS',
      'SERVICE_NAME',
      'LOG_LEVEL',
      'STAGE',
      'ALLOWED_ORIGINS',
      'USER_POOL_ID',
      'USER_POOL_CLIENT_ID',
    ];
    expect(Object.keys(variables).filter((key) => !knownVars.includes(key))).toEqual(tableVars);
  });

  it.each(handlers)(
    'grants %s exactly its tables and their indexes, reads without Scan, no managed policy',
    (name) => {
      const stack = app(stage).stacks.api;
      const roleId = logicalIdOf(stack, `${pascalCase(name)}FunctionRole`);
      const resources = template().toJSON().Resources;
      expect(resources[roleId].Properties.ManagedPolicyArns).toBeUndefined();
      const policy = Object.values(resourcesOfType(template(), 'AWS::IAM::Policy')).find((candidate) =>
        JSON.stringify(candidate.Properties?.Roles).includes(roleId),
      );
      const statements = (policy?.Properties?.PolicyDocument as { Statement: Json[] }).Statement;
      const dynamo = statements.filter((statement) =>
        String([statement.Action].flat()[0]).startsWith('dynamodb:'),
      );
      // Actions on "*" share one statement whatever their service (X-Ray, a stream's ListStreams).
      const actions = new Set(
        statements
          .flatMap((statement) => [statement.Action].flat() as string[])
          .filter((action) => action.startsWith('dynamodb:')),
      );
      expect(actions.has('dynamodb:Scan')).toBe(false);
      const access = Object.values(lambdaHandlers[name].tables);
      const expectedActions = [
        ...(access.includes('readWrite')
          ? [...tableReadActions, ...tableWriteActions]
          : [...tableReadActions]),
        // A stream consumer's mapping reads the stream (lib/constructs/stream-consumer.ts).
        ...(lambdaHandlers[name].stream
          ? [
              'dynamodb:DescribeStream',
              'dynamodb:GetRecords',
              'dynamodb:GetShardIterator',
              'dynamodb:ListStreams',
            ]
          : []),
      ];
      expect([...actions].sort()).toEqual([...expectedActions].sort());
      const resourcesText = JSON.stringify(dynamo.map((statement) => statement.Resource));
      expect(resourcesText).not.toContain('/index/*');
      for (const id of Object.keys(lambdaHandlers[name].tables)) {
        for (const index of tableDefinition(id as never).indexes)
          expect(resourcesText).toContain(`/index/${index.name}`);
      }
    },
  );
});

describe.each(['dev', 'prod'] as const)('Api stack (%s): user pool permissions', (stage) => {
  // The functions the registry gives Cognito actions: the member API and its admin routes' function, each with
  // only the actions its own routes call (contracts/registry.ts).
  const withActions = (Object.keys(lambdaHandlers) as LambdaHandlerName[]).filter(
    (name) => (lambdaHandlers[name].userPool?.actions.length ?? 0) > 0,
  );

  it('lets only the functions the registry names call Cognito, each with exactly its actions on the stage pool', () => {
    expect([...withActions].sort()).toEqual(['member-admin-api', 'member-api']);
    const template = app(stage).template(app(stage).stacks.api);
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'));
    const cognitoStatements = policies.flatMap((policy) =>
      ((policy.Properties?.PolicyDocument as { Statement: Json[] }).Statement ?? [])
        .filter((statement) => JSON.stringify(statement.Action).includes('cognito-idp:'))
        .map((statement) => ({ roles: policy.Properties?.Roles, statement })),
    );
    const roleOf = (name: LambdaHandlerName) => {
      const fn = Object.values(resourcesOfType(template, 'AWS::Lambda::Function')).find(
        (candidate) =>
          (candidate.Properties?.Environment as { Variables: Json }).Variables.SERVICE_NAME === name,
      );
      return ((fn?.Properties?.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'] ?? [])[0];
    };
    expect(cognitoStatements).toHaveLength(withActions.length);
    for (const name of withActions) {
      const roleId = roleOf(name);
      expect(roleId).toEqual(expect.any(String));
      const mine = cognitoStatements.filter(
        ({ roles }) => JSON.stringify(roles) === JSON.stringify([{ Ref: roleId }]),
      );
      expect(mine).toHaveLength(1);
      const statement = mine[0]?.statement ?? {};
      expect({ name, actions: [statement.Action].flat().sort() }).toEqual({
        name,
        actions: [...(lambdaHandlers[name].userPool?.actions ?? [])].sort(),
      });
      expect(JSON.stringify(statement.Resource)).not.toContain('*');
    }
  });

  it('keeps the Cognito administration of other members out of the function members call', () => {
    const memberActions = lambdaHandlers['member-api'].userPool?.actions ?? [];
    for (const action of [
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminRemoveUserFromGroup',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:ListGroups',
      'cognito-idp:ListUsersInGroup',
    ])
      expect({ action, inMemberApi: memberActions.includes(action) }).toEqual({ action, inMemberApi: false });
  });
});

describe.each(['dev', 'prod'] as const)('Api stack (%s): GraphQL', (stage) => {
  const config = stageConfigs[stage];
  const template = () => app(stage).template(app(stage).stacks.api);
  const expectTemplate = template;

  it('uses the API key by default and the user pool as additional mode', () => {
    expectTemplate().hasResourceProperties('AWS::AppSync::GraphQLApi', {
      Name: `${stage}-community`,
      AuthenticationType: 'API_KEY',
      AdditionalAuthenticationProviders: [
        {
          AuthenticationType: 'AMAZON_COGNITO_USER_POOLS',
          UserPoolConfig: Match.objectLike({ AwsRegion: 'ap-northeast-2', UserPoolId: Match.anyValue() }),
        },
      ],
      XrayEnabled: true,
    });
    expectTemplate().hasResourceProperties('AWS::AppSync::GraphQLSchema', {
      Definition: Match.stringLikeRegexp('menuTree'),
    });
  });

  it('has an API key valid for at least 300 days (AppSync max 365)', () => {
    const keys = resourcesOfType(template(), 'AWS::AppSync::ApiKey');
    expect(Object.keys(keys)).toHaveLength(1);
    const expires = Object.values(keys)[0]?.Properties?.Expires as number;
    const now = Date.now() / 1000;
    expect(expires).toBeGreaterThanOrEqual(now + 300 * DAY);
    expect(expires).toBeLessThanOrEqual(now + 365 * DAY);
  });

  it('logs fields at the stage level to its own log group through a scoped role', () => {
    const resources = template().toJSON().Resources;
    const api = Object.values(resourcesOfType(template(), 'AWS::AppSync::GraphQLApi'))[0]?.Properties as Json;
    const logConfig = api.LogConfig as Json;
    expect(logConfig.FieldLogLevel).toBe(config.graphqlFieldLogLevel);
    expect(logConfig.ExcludeVerboseContent).toBe(!config.graphqlVerboseLogs);
    const roleId = (logConfig.CloudWatchLogsRoleArn as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    expect(resources[roleId].Properties.ManagedPolicyArns).toBeUndefined();
    expectTemplate().hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: {
        'Fn::Join': ['', ['/aws/appsync/apis/', { 'Fn::GetAtt': [Match.anyValue(), 'ApiId'] }]],
      },
      RetentionInDays: config.logRetention,
    });
    expectTemplate().resourceCountIs('Custom::LogRetention', 0);
  });

  it('runs the JS resolvers as bundled APPSYNC_JS modules on a read-only table data source', () => {
    const jsFields = graphqlResolvers
      .filter((r) => r.kind === 'js')
      .map((r) => `${r.typeName}.${r.fieldName}`);
    const resolvers = Object.values(resourcesOfType(template(), 'AWS::AppSync::Resolver')).filter(
      (resolver) => jsFields.includes(`${resolver.Properties?.TypeName}.${resolver.Properties?.FieldName}`),
    );
    expect(resolvers).toHaveLength(jsFields.length);
    for (const resolver of resolvers) {
      const props = resolver.Properties as Json;
      expect(props.Runtime).toEqual({ Name: 'APPSYNC_JS', RuntimeVersion: '1.0.0' });
      expect(props.Code).toMatch(/export\s*\{[^}]*\brequest\b/);
      expect(props.Code).toMatch(/export\s*\{[^}]*\bresponse\b/);
      expect(props.Code).toContain('from "@aws-appsync/utils"');
      expect(props.Code).not.toMatch(/^\s*import .* from "\.{1,2}\//m);
    }
    expectTemplate().hasResourceProperties('AWS::AppSync::DataSource', {
      Type: 'AMAZON_DYNAMODB',
      Name: 'SiteTable',
    });
    const statements = Object.values(resourcesOfType(template(), 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties?.Roles).includes('SiteTableDataSource'))
      .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: Json[] }).Statement);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions.sort()).toEqual([...tableReadActions].sort());
  });

  it('attaches the registry Lambda resolvers directly (no mapping templates) to their handler functions', () => {
    const lambdaResolvers = graphqlResolvers.filter((r) => r.kind === 'lambda');
    for (const resolver of lambdaResolvers) {
      expectTemplate().hasResourceProperties('AWS::AppSync::Resolver', {
        TypeName: resolver.typeName,
        FieldName: resolver.fieldName,
        DataSourceName: `${pascalCase(resolver.handler)}Function`,
        Runtime: Match.absent(),
        Code: Match.absent(),
        RequestMappingTemplate: Match.absent(),
        ResponseMappingTemplate: Match.absent(),
      });
    }
    for (const handler of new Set(lambdaResolvers.map((r) => r.handler))) {
      expectTemplate().hasResourceProperties('AWS::AppSync::DataSource', {
        Type: 'AWS_LAMBDA',
        Name: `${pascalCase(handler)}Function`,
        LambdaConfig: {
          LambdaFunctionArn: {
            'Fn::GetAtt': [logicalIdOf(app(stage).stacks.api, `${pascalCase(handler)}Function`), 'Arn'],
          },
        },
      });
    }
  });

  it('outputs the GraphQL URL and API key', () => {
    expectTemplate().hasOutput('GraphqlUrl', { Value: { 'Fn::GetAtt': [Match.anyValue(), 'GraphQLUrl'] } });
    expectTemplate().hasOutput('GraphqlApiKey', { Value: { 'Fn::GetAtt': [Match.anyValue(), 'ApiKey'] } });
  });
});

describe.each(['dev', 'prod'] as const)('Api stack (%s): REST', (stage) => {
  const config = stageConfigs[stage];
  const template = () => app(stage).template(app(stage).stacks.api);
  const expectTemplate = template;

  it('names each REST API after the stage and deploys it to a stage of the same name', () => {
    const names = Object.values(resourcesOfType(template(), 'AWS::ApiGateway::RestApi')).map(
      (api) => api.Properties?.Name,
    );
    expect(names.sort()).toEqual([`${stage}-member`, `${stage}-post`]);
    for (const stageResource of Object.values(resourcesOfType(template(), 'AWS::ApiGateway::Stage'))) {
      expect(stageResource.Properties?.StageName).toBe(stage);
    }
  });

  it('throttles, logs access as JSON, logs errors, traces every stage', () => {
    const stages = Object.values(resourcesOfType(template(), 'AWS::ApiGateway::Stage'));
    expect(stages).toHaveLength(2);
    for (const stageResource of stages) {
      const props = stageResource.Properties as Json;
      expect(props.TracingEnabled).toBe(true);
      // The stage-wide entry (edge-protection.test.ts checks there is no other).
      expect((props.MethodSettings as Json[])[0]).toEqual(
        expect.objectContaining({
          HttpMethod: '*',
          ResourcePath: '/*',
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
          ThrottlingRateLimit: config.restThrottling.rateLimit,
          ThrottlingBurstLimit: config.restThrottling.burstLimit,
        }),
      );
      const accessLog = props.AccessLogSetting as { DestinationArn: unknown; Format: string };
      expect(accessLog.DestinationArn).toBeDefined();
      expect(Object.keys(JSON.parse(accessLog.Format))).toEqual(
        expect.arrayContaining(['requestId', 'ip', 'requestTime', 'httpMethod', 'resourcePath', 'status']),
      );
    }
    expectTemplate().resourceCountIs('AWS::ApiGateway::Account', 1);
  });

  it('puts the Cognito authorizer on every non-public method and none on public ones', () => {
    for (const method of restMethodsOf(stage)) {
      const route = restRoutes.find(
        (candidate) => candidate.method === method.method && candidate.path === method.path,
      );
      expect(route).toBeDefined();
      expect(method.hasAuthorizer).toBe(route?.access !== 'public');
      expect(method.auth).toBe(route?.access === 'public' ? 'NONE' : 'COGNITO_USER_POOLS');
    }
    const authorizers = Object.values(resourcesOfType(template(), 'AWS::ApiGateway::Authorizer'));
    const apisWithMemberRoutes = new Set(restRoutes.filter((r) => r.access !== 'public').map((r) => r.api));
    expect(authorizers).toHaveLength(apisWithMemberRoutes.size);
    for (const authorizer of authorizers) {
      expect(authorizer.Properties).toMatchObject({
        Type: 'COGNITO_USER_POOLS',
        IdentitySource: 'method.request.header.Authorization',
      });
    }
  });

  it('validates requests and declares every path parameter required', () => {
    for (const validator of Object.values(resourcesOfType(template(), 'AWS::ApiGateway::RequestValidator'))) {
      expect(validator.Properties).toMatchObject({
        ValidateRequestParameters: true,
        ValidateRequestBody: true,
      });
    }
    for (const method of restMethodsOf(stage)) {
      expect(method.props.RequestValidatorId).toEqual({ Ref: expect.stringContaining('RequestValidator') });
      const expected = Object.fromEntries(
        [...method.path.matchAll(/\{([^}]+)\}/g)].map((match) => [`method.request.path.${match[1]}`, true]),
      );
      expect(method.props.RequestParameters).toEqual(expected);
      expect(method.integrationType).toBe('AWS_PROXY');
    }
  });

  it('answers CORS preflight for the site (and in dev the Vite server), never "*"', () => {
    const preflights = restMethodsOf(stage, true).filter((method) => method.method === 'OPTIONS');
    expect(preflights.length).toBeGreaterThan(0);
    for (const preflight of preflights) {
      const response = ((preflight.props.Integration as Json).IntegrationResponses as Json[])[0] as Json;
      const headers = response.ResponseParameters as Json;
      const origin = JSON.stringify(headers['method.response.header.Access-Control-Allow-Origin']);
      expect(origin).toContain("'https://");
      expect(origin).not.toContain('*');
      expect(headers['method.response.header.Access-Control-Allow-Headers']).toBe(
        "'Content-Type,Authorization'",
      );
      const methods = [
        ...new Set(restRoutes.filter((r) => r.api === preflight.api).map((r) => r.method)),
      ].sort();
      expect(headers['method.response.header.Access-Control-Allow-Methods']).toBe(
        `'${[...methods, 'OPTIONS'].join(',')}'`,
      );
      const template = JSON.stringify(response.ResponseTemplates ?? {});
      expect(template.includes('http://localhost:5173')).toBe(stage === 'dev');
    }
  });

  it('adds the site origin to API Gateway 4XX/5XX responses so the browser can read errors, kept by no cache', () => {
    for (const type of ['DEFAULT_4XX', 'DEFAULT_5XX']) {
      const responses = Object.values(resourcesOfType(template(), 'AWS::ApiGateway::GatewayResponse')).filter(
        (response) => response.Properties?.ResponseType === type,
      );
      expect(responses).toHaveLength(2);
      for (const response of responses) {
        const origin = JSON.stringify(
          (response.Properties?.ResponseParameters as Json)[
            'gatewayresponse.header.Access-Control-Allow-Origin'
          ],
        );
        expect(origin).toContain("'https://");
        expect(origin).not.toContain('*');
        expect(
          (response.Properties?.ResponseParameters as Json)['gatewayresponse.header.Cache-Control'],
        ).toBe("'no-store'");
      }
    }
  });

  it('outputs each REST base URL, stage included', () => {
    for (const name of ['MemberRestUrl', 'PostRestUrl']) {
      const output = template().toJSON().Outputs[name];
      expect(JSON.stringify(output.Value)).toContain('.execute-api.ap-northeast-2.');
      expect(JSON.stringify(output.Value)).toContain('DeploymentStage');
    }
  });
});

describe('Api stack: a handler serving REST routes and GraphQL fields', () => {
  const outdirs: string[] = [];
  const afterTestRemove = (dir: string) => outdirs.push(dir);
  afterAll(() => outdirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('deploys one function for both and attaches the field directly, without mapping templates', () => {
    const { app: appWithLambdaResolver, outdir } = newApp();
    afterTestRemove(outdir);
    const config = stageConfigs.dev;
    const env = { region: config.region };
    const data = new DataStack(appWithLambdaResolver, 'Data', { env, config });
    const auth = new AuthStack(appWithLambdaResolver, 'Auth', {
      env,
      config,
      membersTable: data.tables.members,
      siteTable: data.tables.site,
      cacheTable: data.tables.cache,
    });
    const resolvers: ResolverDefinition[] = [
      ...graphqlResolvers.filter((resolver) => resolver.fieldName !== 'menuTree'),
      { kind: 'lambda', typeName: 'Query', fieldName: 'menuTree', handler: 'post-api', access: 'public' },
    ];
    const web = new WebStack(appWithLambdaResolver, 'Web', { env, config });
    const api = new ApiStack(appWithLambdaResolver, 'Api', {
      env,
      config,
      tables: data.tables,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      siteOrigin: 'https://d111111abcdef8.cloudfront.net',
      accessLogsBucket: web.accessLogsBucket,
      resolvers,
    });
    const template = Template.fromStack(api);
    const functionId = logicalIdOf(api, 'PostApiFunction');
    template.hasResourceProperties('AWS::AppSync::DataSource', {
      Type: 'AWS_LAMBDA',
      Name: 'PostApiFunction',
      LambdaConfig: { LambdaFunctionArn: { 'Fn::GetAtt': [functionId, 'Arn'] } },
    });
    template.hasResourceProperties('AWS::AppSync::Resolver', {
      TypeName: 'Query',
      FieldName: 'menuTree',
      DataSourceName: 'PostApiFunction',
      Runtime: Match.absent(),
      Code: Match.absent(),
      RequestMappingTemplate: Match.absent(),
      ResponseMappingTemplate: Match.absent(),
    });
    const postFunctions = Object.values(resourcesOfType(template, 'AWS::Lambda::Function')).filter(
      (fn) => (fn.Properties?.Environment as { Variables: Json }).Variables.SERVICE_NAME === 'post-api',
    );
    expect(postFunctions).toHaveLength(1);
    const violations = new AwsSolutionsChecks().validateScope(api).violations.map((v) => v.ruleName);
    expect(violations).toEqual([]);
  });
});

/** An Auth stack (with the Data stack its triggers need) beside `stack`, for constructs that want a pool. */
function authStackFor(stack: Stack): AuthStack {
  const { tables } = new DataStack(stack.node.scope as App, `Data${stack.node.id}`, {
    config: stageConfigs.dev,
  });
  return new AuthStack(stack.node.scope as App, `Auth${stack.node.id}`, {
    config: stageConfigs.dev,
    membersTable: tables.members,
    siteTable: tables.site,
    cacheTable: tables.cache,
  });
}

describe('RegistryRestApi', () => {
  const common = (stack: Stack) => ({
    restApiName: 'test-post',
    stageName: 'dev',
    routes: restRoutes.filter((route) => route.api === 'post'),
    functions: {},
    userPool: authStackFor(stack).userPool,
    throttling: { rateLimit: 1, burstLimit: 1 },
    logRetention: stageConfigs.dev.logRetention,
  });

  it('fails for a wildcard CORS origin', () => {
    const stack = new Stack(new App(), 'Wildcard');
    expect(() => new RegistryRestApi(stack, 'Api', { ...common(stack), allowedOrigins: ['*'] })).toThrow(
      'allowedOrigins must list explicit origins, got ["*"]',
    );
  });

  it('fails for a route whose handler has no function', () => {
    const stack = new Stack(new App(), 'Missing');
    expect(
      () => new RegistryRestApi(stack, 'Api', { ...common(stack), allowedOrigins: ['https://example.com'] }),
    ).toThrow('Route GET /boards: no function for handler "post-api"');
  });
});

describe.each(['dev', 'prod'] as const)('Api stack (%s): the content change stream', (stage) => {
  const template = () => app(stage).template(app(stage).stacks.api);

  it("hands the content table's stream to content-stream in order, retrying from the first failed record", () => {
    const mappings = template().findResources('AWS::Lambda::EventSourceMapping');
    expect(Object.keys(mappings)).toHaveLength(1);
    const mapping = Object.values(mappings)[0] as { Properties: Record<string, unknown> };
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: logicalIdOf(app(stage).stacks.api, 'ContentStreamFunction') },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
      MaximumRecordAgeInSeconds: 86400,
      DestinationConfig: { OnFailure: { Destination: expect.anything() } },
    });
    // The stream is the content table's, imported from the Data stack.
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toContain('ContentTable');
  });

  it('keeps what keeps failing in an encrypted queue for 14 days, with an alarm on it', () => {
    const queues = Object.values(template().findResources('AWS::SQS::Queue'));
    expect(queues.map((queue) => queue.Properties)).toEqual([
      expect.objectContaining({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 }),
    ]);
    const alarms = Object.values(template().findResources('AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties,
    );
    expect(alarms).toContainEqual(
      expect.objectContaining({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 }),
    );
  });
});
