/**
 * What stands between the public and the APIs: GraphQL cost limits and introspection, the WAF web ACL and
 * its associations, per-method write throttling, the site's CSP (header and the exact connect-src written
 * into index.html) and Permissions-Policy, the custom-domain setting, and the API key renewal.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { graphqlLimits } from '../../contracts/graphql-limits';
import { restRoutes } from '../../contracts/registry';
import { type StageName, stageConfigs } from '../../lib/config/stage-config';
import { countedCommonRules } from '../../lib/constructs/regional-web-acl';
import { WebStack } from '../../lib/stacks/web-stack';
import { logicalIdOf, resourcesOfType, synthStagesOnce } from './support/synth-app';

type Json = Record<string, unknown>;
const REGION = 'ap-northeast-2';

const app = synthStagesOnce();
const apiTemplate = (stage: StageName) => app(stage).template(app(stage).stacks.api);

describe.each(['dev', 'prod'] as const)('GraphQL cost limits (%s)', (stage) => {
  it('sets the depth and resolver-count limits the local server enforces (contracts/graphql-limits.ts)', () => {
    apiTemplate(stage).hasResourceProperties('AWS::AppSync::GraphQLApi', {
      QueryDepthLimit: graphqlLimits.queryDepthLimit,
      ResolverCountLimit: graphqlLimits.resolverCountLimit,
    });
    // The app's deepest query (menuTree › children › children › fields) needs 4 levels and 2 resolvers.
    expect(graphqlLimits.queryDepthLimit).toBeGreaterThanOrEqual(4);
    expect(graphqlLimits.queryDepthLimit).toBeLessThanOrEqual(8);
    expect(graphqlLimits.resolverCountLimit).toBeGreaterThanOrEqual(2);
    expect(graphqlLimits.resolverCountLimit).toBeLessThanOrEqual(25);
  });

  it(`${stage === 'prod' ? 'disables' : 'keeps'} introspection`, () => {
    const apis = Object.values(resourcesOfType(apiTemplate(stage), 'AWS::AppSync::GraphQLApi'));
    expect(apis.map((api) => api.Properties?.IntrospectionConfig)).toEqual([
      stage === 'prod' ? 'DISABLED' : 'ENABLED',
    ]);
  });
});

describe('WAF web ACL (prod)', () => {
  const acl = () => {
    const acls = resourcesOfType(apiTemplate('prod'), 'AWS::WAFv2::WebACL');
    expect(Object.keys(acls)).toHaveLength(1);
    const [id, resource] = Object.entries(acls)[0] as [string, { Properties: Json }];
    return { id, props: resource.Properties };
  };
  const rules = () => acl().props.Rules as Json[];

  it('is a regional ACL that allows by default', () => {
    expect(acl().props).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
  });

  it('blocks an address over the per-IP rate with 429, counted over 5 minutes', () => {
    const rate = rules().find((rule) => rule.Name === 'RateLimitPerIp');
    expect(rate).toMatchObject({
      Priority: 0,
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'IP',
          EvaluationWindowSec: 300,
          Limit: stageConfigs.prod.webAcl?.ipRateLimitPer5Minutes,
        },
      },
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
    });
  });

  it("runs AWS's common and known-bad-inputs rule groups, counting only the two body rules posts trip", () => {
    const managed = rules()
      .filter((rule) => (rule.Statement as Json).ManagedRuleGroupStatement)
      .map((rule) => ({
        name: ((rule.Statement as Json).ManagedRuleGroupStatement as Json).Name,
        vendor: ((rule.Statement as Json).ManagedRuleGroupStatement as Json).VendorName,
        override: rule.OverrideAction,
        counted: (
          (((rule.Statement as Json).ManagedRuleGroupStatement as Json).RuleActionOverrides as Json[]) ?? []
        ).map((o) => [o.Name, o.ActionToUse]),
      }));
    expect(managed).toEqual([
      {
        name: 'AWSManagedRulesCommonRuleSet',
        vendor: 'AWS',
        override: { None: {} },
        counted: countedCommonRules.map((name) => [name, { Count: {} }]),
      },
      { name: 'AWSManagedRulesKnownBadInputsRuleSet', vendor: 'AWS', override: { None: {} }, counted: [] },
    ]);
    expect(countedCommonRules).toEqual(['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']);
  });

  it('is associated with the AppSync API and with each REST stage, nothing else', () => {
    const stack = app('prod').stacks.api;
    const associations = Object.values(resourcesOfType(apiTemplate('prod'), 'AWS::WAFv2::WebACLAssociation'));
    for (const association of associations) {
      expect(association.Properties?.WebACLArn).toEqual({ 'Fn::GetAtt': [acl().id, 'Arn'] });
    }
    const targets = associations.map((association) => JSON.stringify(association.Properties?.ResourceArn));
    const graphqlId = logicalIdOf(stack, 'Graphql/Api');
    const expected = [
      JSON.stringify({ 'Fn::GetAtt': [graphqlId, 'Arn'] }),
      ...['Member', 'Post'].map((name) =>
        JSON.stringify({
          'Fn::Join': [
            '',
            [
              `arn:aws:apigateway:${REGION}::/restapis/`,
              { Ref: logicalIdOf(stack, `${name}Rest/RestApi`) },
              '/stages/',
              { Ref: logicalIdOf(stack, `${name}Rest/RestApi/DeploymentStage.prod`) },
            ],
          ],
        }),
      ),
    ];
    expect(targets.sort()).toEqual(expected.sort());
  });

  it('is absent in dev (a stage setting), where the REST stages acknowledge APIG3 instead', () => {
    apiTemplate('dev').resourceCountIs('AWS::WAFv2::WebACL', 0);
    apiTemplate('dev').resourceCountIs('AWS::WAFv2::WebACLAssociation', 0);
    expect(stageConfigs.dev.webAcl).toBeUndefined();
  });
});

describe.each(['dev', 'prod'] as const)('REST write throttling (%s)', (stage) => {
  it('throttles every writing method on its own, reads only stage-wide', () => {
    const config = stageConfigs[stage];
    const stages = Object.values(resourcesOfType(apiTemplate(stage), 'AWS::ApiGateway::Stage'));
    const settings = stages.flatMap((resource) => (resource.Properties?.MethodSettings as Json[]).slice(1));
    const toPath = (resourcePath: unknown) => String(resourcePath).replace(/^\//, '').replace(/~1/g, '/');
    const throttled = settings.map(
      (setting) => `${setting.HttpMethod as string} ${toPath(setting.ResourcePath)}`,
    );
    const writes = restRoutes.filter((route) => route.method !== 'GET');
    expect(throttled.sort()).toEqual(writes.map((route) => `${route.method} ${route.path}`).sort());
    expect(throttled).toEqual(
      expect.arrayContaining([
        'POST /posts/{postId}/comments',
        'PUT /posts/{postId}/scrap',
        'POST /me/friends',
      ]),
    );
    for (const setting of settings) {
      expect(setting).toMatchObject({
        ThrottlingRateLimit: config.restWriteThrottling.rateLimit,
        ThrottlingBurstLimit: config.restWriteThrottling.burstLimit,
        MetricsEnabled: true,
        LoggingLevel: 'ERROR',
        DataTraceEnabled: false,
      });
    }
    expect(config.restWriteThrottling.rateLimit).toBeLessThan(config.restThrottling.rateLimit);
  });
});

describe.each(['dev', 'prod'] as const)('Site CSP and Permissions-Policy (%s)', (stage) => {
  const headers = () => {
    const policies = resourcesOfType(
      app(stage).template(app(stage).stacks.web),
      'AWS::CloudFront::ResponseHeadersPolicy',
    );
    return (Object.values(policies)[0]?.Properties?.ResponseHeadersPolicyConfig ?? {}) as Json;
  };

  it("limits the header's connect-src to this region's AppSync, API Gateway and Cognito (no *.amazonaws.com)", () => {
    const csp = ((headers().SecurityHeadersConfig as Json).ContentSecurityPolicy as Json)
      .ContentSecurityPolicy as string;
    const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src '));
    expect(connect?.split(' ').slice(1)).toEqual([
      "'self'",
      `https://*.appsync-api.${REGION}.amazonaws.com`,
      `wss://*.appsync-realtime-api.${REGION}.amazonaws.com`,
      `https://*.execute-api.${REGION}.amazonaws.com`,
      `https://cognito-idp.${REGION}.amazonaws.com`,
      `https://cognito-identity.${REGION}.amazonaws.com`,
    ]);
    expect(csp).not.toMatch(/https:\/\/\*\.amazonaws\.com|wss:\/\/\*\.amazonaws\.com/);
  });

  it('sends a Permissions-Policy that turns off the browser features the site does not use', () => {
    const custom = ((headers().CustomHeadersConfig as Json).Items as Json[]).find(
      (item) => item.Header === 'Permissions-Policy',
    );
    expect(custom).toMatchObject({ Override: true });
    const features = String(custom?.Value).split(', ');
    expect(features).toEqual(
      expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']),
    );
    for (const feature of features) expect(feature).toMatch(/^[a-z-]+=\(\)$/);
  });

  it("writes the stage's exact endpoints into index.html's connect-src, from the Api stack's outputs", () => {
    const site = app(stage).template(app(stage).stacks.site);
    const entry = Object.entries(resourcesOfType(site, 'Custom::CDKBucketDeployment')).find(([id]) =>
      id.startsWith('EntryDeployment'),
    )?.[1].Properties as Json;
    const keys = entry.SourceObjectKeys as string[];
    const markers = (entry.SourceMarkers as Json[])[1] as Record<string, Json>;
    const assetDir = path.join(app(stage).outdir, `asset.${(keys[1] as string).replace(/\.zip$/, '')}`);
    expect(fs.readdirSync(assetDir)).toEqual(['index.html']);
    const html = fs.readFileSync(path.join(assetDir, 'index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="connect-src ([^"]+)" \/>/.exec(html);
    expect(meta).not.toBeNull();
    // Before any script: a <meta> policy covers only what follows it.
    expect(html.indexOf(meta?.[0] as string)).toBeLessThan(html.search(/<script/i));

    // Markers are deploy-time values: name each by the output (or pseudo parameter) it stands for.
    const named = (meta?.[1] as string).replace(/<<marker:0xbaba:\d+>>/g, (marker) => {
      const value = markers[marker] as {
        'Fn::GetStackOutput'?: { StackName: string; OutputName: string };
        Ref?: string;
      };
      const output = value['Fn::GetStackOutput'];
      if (output)
        return `{${output.StackName}:${output.OutputName.replace(/^PublishOutput(FnGetAtt|Ref)/, '').replace(/[0-9A-F]{8,}$/g, '')}}`;
      return `{${value.Ref}}`;
    });
    const rest = (name: string) =>
      expect.stringMatching(
        new RegExp(
          `^https://\\{${stage}-Api:${name}RestRestApi\\w*\\}\\.execute-api\\.${REGION}\\.\\{AWS::URLSuffix\\}/\\{${stage}-Api:${name}RestRestApiDeploymentStage${stage}\\w*\\}/$`,
        ),
      );
    expect(named.split(' ')).toEqual([
      "'self'",
      expect.stringMatching(new RegExp(`^\\{${stage}-Api:GraphqlApi\\w*GraphQLUrl\\w*\\}$`)),
      expect.stringMatching(new RegExp(`^\\{${stage}-Api:GraphqlApi\\w*RealtimeUrl\\w*\\}$`)),
      rest('Member'),
      rest('Post'),
      `https://cognito-idp.${REGION}.amazonaws.com`,
      `https://cognito-identity.${REGION}.amazonaws.com`,
    ]);
  });
});

describe('custom domain (stage setting, off by default)', () => {
  const certificateArn =
    'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';
  const webStack = (customDomain: { domainName: string; certificateArn: string } | undefined) =>
    new WebStack(new App(), 'prod-Web', {
      env: { region: REGION },
      config: { ...stageConfigs.prod, customDomain },
    });

  it('is off in both stages', () => {
    expect(stageConfigs.dev.customDomain).toBeUndefined();
    expect(stageConfigs.prod.customDomain).toBeUndefined();
  });

  it('serves the domain with its us-east-1 certificate and TLS 1.2 at least, and makes it the site origin', () => {
    const stack = webStack({ domainName: 'community.example.com', certificateArn });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['community.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    expect(stack.siteOrigin).toBe('https://community.example.com');
    template.hasOutput('DistributionDomainName', {});
    // cdk-nag's CFR4 (TLS 1.2) is satisfied rather than acknowledged.
    const { violations } = new AwsSolutionsChecks().validateScope(stack);
    expect(violations.map((v) => v.ruleName)).toEqual([]);
  });

  it('refuses a certificate outside us-east-1 (CloudFront only takes those)', () => {
    expect(() =>
      webStack({
        domainName: 'community.example.com',
        certificateArn: certificateArn.replace('us-east-1', REGION),
      }),
    ).toThrow(/must be an ACM certificate in us-east-1/);
  });
});

describe.each(['dev', 'prod'] as const)('AppSync API key renewal (%s)', (stage) => {
  const stack = () => app(stage).stacks.api;
  const functionId = () => logicalIdOf(stack(), 'ApiKeyRenewal/Function');

  it('runs a function weekly that knows the API and its key', () => {
    const template = apiTemplate(stage);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(7 days)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId(), 'Arn'] } })],
    });
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId()]?.Properties as Json;
    const variables = (fn.Environment as { Variables: Json }).Variables;
    const graphqlId = logicalIdOf(stack(), 'Graphql/Api');
    expect(variables.GRAPHQL_API_ID).toEqual({ 'Fn::GetAtt': [graphqlId, 'ApiId'] });
    expect(variables.GRAPHQL_API_KEY_ID).toEqual({
      'Fn::GetAtt': [logicalIdOf(stack(), 'Graphql/Api/DefaultApiKey'), 'ApiKeyId'],
    });
  });

  it('may call appsync:UpdateApiKey on this API only, and nothing else of AppSync', () => {
    const template = apiTemplate(stage);
    const statements = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).flatMap((policy) =>
      ((policy.Properties?.PolicyDocument as { Statement: Json[] }).Statement ?? [])
        .filter((statement) => JSON.stringify(statement.Action).includes('appsync:'))
        .map((statement) => ({ roles: policy.Properties?.Roles, statement })),
    );
    expect(statements).toHaveLength(1);
    const [{ roles, statement }] = statements as [{ roles: unknown; statement: Json }];
    expect(statement.Action).toBe('appsync:UpdateApiKey');
    expect(statement.Resource).toEqual({
      'Fn::Join': [
        '',
        [
          `arn:aws:appsync:${REGION}:`,
          { Ref: 'AWS::AccountId' },
          ':apis/',
          { 'Fn::GetAtt': [logicalIdOf(stack(), 'Graphql/Api'), 'ApiId'] },
        ],
      ],
    });
    expect(roles).toEqual([{ Ref: logicalIdOf(stack(), 'ApiKeyRenewal/FunctionRole') }]);
  });

  it('raises an alarm when a renewal fails', () => {
    const alarms = apiTemplate(stage).findResources('AWS::CloudWatch::Alarm', {
      Properties: Match.objectLike({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId() } }],
        Statistic: 'Sum',
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Threshold: 1,
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      }),
    });
    expect(Object.keys(alarms)).toHaveLength(1);
  });
});

it('keeps the stacks in the order Web → Api → Site that the CSP split relies on', () => {
  const { web, api, site } = app('prod').stacks;
  expect(api.dependencies).toContain(web);
  expect(site.dependencies).toEqual(expect.arrayContaining([web, api]));
  expect(Stack.of(site.node.findChild('EntryDeployment'))).toBe(site);
});
