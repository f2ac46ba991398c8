/**
 * What stands between the public and the APIs: GraphQL cost limits and introspection, the CloudFront cache in
 * front of the post API (what it keeps, keyed on what), the WAF web ACL (per-client limits) and its
 * associations, the REST stages' throttling, the site's CSP (header and the exact connect-src written into
 * index.html) and Permissions-Policy, the custom-domain setting, and the API key renewal.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { graphqlLimits } from '../../contracts/graphql-limits';
import { restRoutes } from '../../contracts/registry';
import { REST_CACHE } from '../../contracts/rest-cache';
import { type StageName, stageConfigs } from '../../lib/config/stage-config';
import { countedCommonRules } from '../../lib/constructs/regional-web-acl';
import { uncachedErrorCodes } from '../../lib/constructs/rest-api-edge';
import { VIEWER_IP_HEADER, viewerIpHeaderSource } from '../../lib/constructs/viewer-ip-header';
import { ORIGIN_MARKER_HEADER, edgeCachedApis } from '../../lib/stacks/api-stack';
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

/** The longest max-age a route of the post API asks for (lambda/apis/post-api.ts: board list, boards, articles). */
const LONGEST_ROUTE_MAX_AGE_SECONDS = 30;

describe.each(['dev', 'prod'] as const)('REST edge cache (%s)', (stage) => {
  const template = () => apiTemplate(stage);
  const stack = () => app(stage).stacks.api;
  const distribution = () => {
    const distributions = resourcesOfType(template(), 'AWS::CloudFront::Distribution');
    expect(Object.keys(distributions)).toEqual([logicalIdOf(stack(), 'PostEdge/Distribution')]);
    return Object.values(distributions)[0]?.Properties?.DistributionConfig as Json;
  };
  const behavior = () => distribution().DefaultCacheBehavior as Json;
  const referenced = (type: string, ref: unknown) => {
    const id = (ref as { Ref: string }).Ref;
    const resource = resourcesOfType(template(), type)[id];
    expect(resource).toBeDefined();
    return resource?.Properties as Json;
  };
  const cachePolicy = () =>
    referenced('AWS::CloudFront::CachePolicy', behavior().CachePolicyId).CachePolicyConfig as Json;
  const originRequestPolicy = () =>
    referenced('AWS::CloudFront::OriginRequestPolicy', behavior().OriginRequestPolicyId)
      .OriginRequestPolicyConfig as Json;

  it('fronts the post API only: the API with public reads (the member API has none)', () => {
    expect(edgeCachedApis(restRoutes)).toEqual(['post']);
    expect(
      restRoutes.filter(
        (route) => route.api === 'member' && route.access === 'public' && route.method === 'GET',
      ),
    ).toEqual([]);
    distribution();
  });

  it('sends every path to the API stage through one behaviour that lets writes pass and caches only GET/HEAD', () => {
    expect(distribution().CacheBehaviors).toBeUndefined();
    expect((behavior().AllowedMethods as string[]).sort()).toEqual(
      ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].sort(),
    );
    expect(behavior().CachedMethods).toEqual(['GET', 'HEAD']);
    expect(behavior().ViewerProtocolPolicy).toBe('https-only');
    const origins = distribution().Origins as Json[];
    expect(origins).toHaveLength(1);
    const origin = JSON.stringify(origins[0]);
    // The post API's own stage: its id in the domain, the stage name as the origin path.
    expect(origin).toContain(JSON.stringify({ Ref: logicalIdOf(stack(), 'PostRest/RestApi') }));
    expect(origin).toContain(
      JSON.stringify({ Ref: logicalIdOf(stack(), `PostRest/RestApi/DeploymentStage.${stage}`) }),
    );
    expect(origins[0]?.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('keys the cache on the token header, the Origin and every query string, and nothing from cookies', () => {
    const key = cachePolicy().ParametersInCacheKeyAndForwardedToOrigin as Json;
    expect(REST_CACHE.tokenHeader).toBe('Authorization');
    expect(key.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: ['Authorization', 'Origin'] });
    expect(key.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    expect(key.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    expect(key).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
  });

  it('keeps only what the origin marks cacheable, for seconds: no-store and private answers are never kept', () => {
    const policy = cachePolicy();
    // Minimum 0 lets `no-store`/`private` (members, errors, writes) stay uncached; default 0 keeps nothing the
    // origin did not mark.
    expect(policy.MinTTL).toBe(0);
    expect(policy.DefaultTTL).toBe(0);
    expect(policy.MaxTTL).toBe(REST_CACHE.edgeMaxTtlSeconds);
    expect(REST_CACHE.edgeMaxTtlSeconds).toBeLessThanOrEqual(60);
    expect(REST_CACHE.edgeMaxTtlSeconds).toBeGreaterThanOrEqual(LONGEST_ROUTE_MAX_AGE_SECONDS);
    expect(REST_CACHE.guestMaxAgeSeconds).toBeLessThanOrEqual(10);
    expect(REST_CACHE.guestMaxAgeSeconds + REST_CACHE.staleWhileRevalidateSeconds).toBeLessThanOrEqual(30);
  });

  it('keeps no error response (CloudFront would keep most for 10 s, whatever their Cache-Control)', () => {
    expect(distribution().CustomErrorResponses).toEqual(
      uncachedErrorCodes.map((code) => ({ ErrorCode: code, ErrorCachingMinTTL: 0 })),
    );
    expect([...uncachedErrorCodes]).toEqual([400, 403, 404, 405, 414, 500, 501, 502, 503, 504]);
  });

  it("forwards what the API needs, never Host, and the viewer's address written by a viewer-request function", () => {
    const policy = originRequestPolicy();
    expect(policy.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: [
        'Content-Type',
        'Access-Control-Request-Method',
        'Access-Control-Request-Headers',
        'User-Agent',
        VIEWER_IP_HEADER,
      ],
    });
    expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    expect(policy.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    const associations = behavior().FunctionAssociations as Json[];
    expect(associations).toHaveLength(1);
    expect(associations[0]?.EventType).toBe('viewer-request');
    const functionId = (associations[0]?.FunctionARN as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(resourcesOfType(template(), 'AWS::CloudFront::Function')[functionId]?.Properties).toMatchObject({
      FunctionCode: viewerIpHeaderSource,
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
    });
  });

  it('serves IPv4 only (per-address limits), from edges in Korea, and logs to the access-log bucket', () => {
    expect(distribution()).toMatchObject({
      IPV6Enabled: false,
      PriceClass: 'PriceClass_200',
      HttpVersion: 'http2and3',
      Logging: { Prefix: 'cloudfront-post-api/' },
    });
  });

  it(`${stage === 'prod' ? 'marks' : 'does not mark'} the requests it forwards for the web ACL`, () => {
    const origin = (distribution().Origins as Json[])[0] as Json;
    const secrets = Object.keys(resourcesOfType(template(), 'AWS::SecretsManager::Secret'));
    if (stage === 'dev') {
      expect(origin.OriginCustomHeaders).toBeUndefined();
      expect(secrets).toEqual([]);
      return;
    }
    expect(secrets).toEqual([logicalIdOf(stack(), 'EdgeOriginMarker')]);
    expect(origin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_MARKER_HEADER,
        HeaderValue: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secrets[0] }, ':SecretString:::}}']],
        },
      },
    ]);
  });

  it('outputs the URL the web app calls, and the stage URL beside it', () => {
    const outputs = template().toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.PostRestEdgeUrl?.Value).toEqual({
      'Fn::Join': [
        '',
        ['https://', { 'Fn::GetAtt': [logicalIdOf(stack(), 'PostEdge/Distribution'), 'DomainName'] }, '/'],
      ],
    });
    expect(outputs.MemberRestEdgeUrl).toBeUndefined();
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

  const marker = () => {
    const secret = logicalIdOf(app('prod').stacks.api, 'EdgeOriginMarker');
    return {
      ByteMatchStatement: {
        FieldToMatch: { SingleHeader: { Name: ORIGIN_MARKER_HEADER } },
        PositionalConstraint: 'EXACTLY',
        SearchString: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secret }, ':SecretString:::}}']],
        },
        TextTransformations: [{ Priority: 0, Type: 'NONE' }],
      },
    };
  };
  const rule = (name: string) => rules().find((candidate) => candidate.Name === name) as Json;
  const limits = stageConfigs.prod.webAcl as NonNullable<(typeof stageConfigs)['prod']['webAcl']>;

  it("limits each viewer behind CloudFront by the viewer's own address, trusted only with the origin marker", () => {
    expect(rule('RateLimitPerViewerIp')).toMatchObject({
      Priority: 0,
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'FORWARDED_IP',
          ForwardedIPConfig: { HeaderName: VIEWER_IP_HEADER, FallbackBehavior: 'MATCH' },
          EvaluationWindowSec: 300,
          Limit: limits.ipRateLimitPer5Minutes,
          ScopeDownStatement: marker(),
        },
      },
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
    });
  });

  it('limits every other request (AppSync, the member API, a stage called directly) by its source address', () => {
    expect(rule('RateLimitPerIp')).toMatchObject({
      Priority: 1,
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'IP',
          EvaluationWindowSec: 300,
          Limit: limits.ipRateLimitPer5Minutes,
          ScopeDownStatement: { NotStatement: { Statement: marker() } },
        },
      },
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
    });
  });

  it("limits each member's token on its own, below what one address may send", () => {
    expect(rule('RateLimitPerToken')).toMatchObject({
      Priority: 2,
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'CUSTOM_KEYS',
          CustomKeys: [
            {
              Header: { Name: REST_CACHE.tokenHeader, TextTransformations: [{ Priority: 0, Type: 'NONE' }] },
            },
          ],
          EvaluationWindowSec: 300,
          Limit: limits.tokenRateLimitPer5Minutes,
        },
      },
      Action: {
        Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'too-many-requests-member' } },
      },
    });
    expect(limits.tokenRateLimitPer5Minutes).toBeLessThan(limits.ipRateLimitPer5Minutes);
  });

  it('answers 429 with a readable message the site may read (CORS) and no cache may keep', () => {
    const rateRules = rules().filter((candidate) => (candidate.Statement as Json).RateBasedStatement);
    expect(rateRules.map((candidate) => candidate.Name)).toEqual([
      'RateLimitPerViewerIp',
      'RateLimitPerIp',
      'RateLimitPerToken',
    ]);
    for (const candidate of rateRules) {
      const response = ((candidate.Action as Json).Block as Json).CustomResponse as Json;
      const headers = response.ResponseHeaders as { Name: string; Value: unknown }[];
      expect(headers.map((header) => header.Name)).toEqual([
        'Access-Control-Allow-Origin',
        'Vary',
        'Cache-Control',
      ]);
      // The site's origin, https:// and the Web stack's distribution domain.
      expect(JSON.stringify(headers[0]?.Value)).toMatch(/"https:\/\/".*SiteDistribution\w*DomainName/);
      expect(headers[2]?.Value).toBe('no-store');
    }
    const bodies = acl().props.CustomResponseBodies as Record<string, { Content: string }>;
    expect(Object.keys(bodies).sort()).toEqual(['too-many-requests', 'too-many-requests-member']);
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

describe.each(['dev', 'prod'] as const)('REST stage throttling (%s)', (stage) => {
  it('sets one stage-wide default per stage and no per-method cap that all callers would share', () => {
    const config = stageConfigs[stage];
    const stages = Object.values(resourcesOfType(apiTemplate(stage), 'AWS::ApiGateway::Stage'));
    expect(stages).toHaveLength(2);
    for (const resource of stages) {
      expect(resource.Properties?.MethodSettings).toEqual([
        expect.objectContaining({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: config.restThrottling.rateLimit,
          ThrottlingBurstLimit: config.restThrottling.burstLimit,
        }),
      ]);
    }
  });

  if (stage === 'prod') {
    it('lets any one method take the whole target load (about 1,000 requests a second), under the account limit', () => {
      const { rateLimit, burstLimit } = stageConfigs.prod.restThrottling;
      expect(rateLimit).toBeGreaterThanOrEqual(1000);
      expect(burstLimit).toBeGreaterThanOrEqual(2 * rateLimit);
      // API Gateway's default account limit per region: 10,000 a second, burst 5,000.
      expect(rateLimit).toBeLessThanOrEqual(10_000);
      expect(burstLimit).toBeLessThanOrEqual(5_000);
    });
  }
});

describe.each(['dev', 'prod'] as const)('Site CSP and Permissions-Policy (%s)', (stage) => {
  const headers = () => {
    const policies = resourcesOfType(
      app(stage).template(app(stage).stacks.web),
      'AWS::CloudFront::ResponseHeadersPolicy',
    );
    return (Object.values(policies)[0]?.Properties?.ResponseHeadersPolicyConfig ?? {}) as Json;
  };

  it("limits the header's connect-src to this region's AppSync, API Gateway and Cognito, and CloudFront (no *.amazonaws.com)", () => {
    const csp = ((headers().SecurityHeadersConfig as Json).ContentSecurityPolicy as Json)
      .ContentSecurityPolicy as string;
    const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src '));
    expect(connect?.split(' ').slice(1)).toEqual([
      "'self'",
      `https://*.appsync-api.${REGION}.amazonaws.com`,
      `wss://*.appsync-realtime-api.${REGION}.amazonaws.com`,
      `https://*.execute-api.${REGION}.amazonaws.com`,
      'https://*.cloudfront.net',
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
    // The post API through its CloudFront distribution: the URL config.json gives the web app.
    const edge = expect.stringMatching(
      new RegExp(`^https://\\{${stage}-Api:PostEdgeDistribution\\w*DomainName\\w*\\}/$`),
    );
    expect(named.split(' ')).toEqual([
      "'self'",
      expect.stringMatching(new RegExp(`^\\{${stage}-Api:GraphqlApi\\w*GraphQLUrl\\w*\\}$`)),
      expect.stringMatching(new RegExp(`^\\{${stage}-Api:GraphqlApi\\w*RealtimeUrl\\w*\\}$`)),
      rest('Member'),
      edge,
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
