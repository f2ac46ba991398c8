import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { contentSecurityPolicy } from '../../lib/constructs/content-security-policy';
import { spaDeepLinkRewriteSource } from '../../lib/constructs/spa-deep-link-rewrite';
import type { StageName } from '../../lib/config/stage-config';
import { logicalIdOf, resourcesOfType, synthApp, synthStagesOnce } from './support/synth-app';

const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

const app = synthStagesOnce();

type Json = Record<string, unknown>;
const distributionConfig = (stage: StageName): Json => {
  const distributions = resourcesOfType(
    app(stage).template(app(stage).stacks.web),
    'AWS::CloudFront::Distribution',
  );
  expect(Object.keys(distributions)).toHaveLength(1);
  return Object.values(distributions)[0]?.Properties?.DistributionConfig as Json;
};

describe.each(['dev', 'prod'] as const)('Web stack (%s)', (stage) => {
  const template = () => app(stage).template(app(stage).stacks.web);
  const expectTemplate = template;

  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = resourcesOfType(template(), 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(2);
    for (const [logicalId, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      });
      expectTemplate().hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });

  it('logs site-bucket access and CloudFront requests to the access-log bucket', () => {
    expectTemplate().hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 's3-site/' },
    });
    expect(distributionConfig(stage).Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('reaches the bucket through Origin Access Control, not an OAI', () => {
    expectTemplate().resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expectTemplate().resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    expectTemplate().hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    const origins = distributionConfig(stage).Origins as Json[];
    expect(origins).toHaveLength(1);
    expect(origins[0]).toMatchObject({
      OriginAccessControlId: { 'Fn::GetAtt': [expect.any(String), 'Id'] },
      S3OriginConfig: { OriginAccessIdentity: '' },
    });
    expectTemplate().hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('does not turn 403/404 into index.html (no error-response mapping)', () => {
    expect(distributionConfig(stage).CustomErrorResponses).toBeUndefined();
    expect(distributionConfig(stage).DefaultRootObject).toBe('index.html');
  });

  it('rewrites deep links with a viewer-request CloudFront Function on the default behavior only', () => {
    expectTemplate().hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaDeepLinkRewriteSource,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      AutoPublish: true,
    });
    const [functionId] = Object.keys(resourcesOfType(template(), 'AWS::CloudFront::Function'));
    const config = distributionConfig(stage);
    expect((config.DefaultCacheBehavior as Json).FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    for (const behavior of config.CacheBehaviors as Json[])
      expect(behavior.FunctionAssociations).toBeUndefined();
  });

  it('redirects HTTP to HTTPS on every behavior', () => {
    const config = distributionConfig(stage);
    for (const behavior of [config.DefaultCacheBehavior, ...(config.CacheBehaviors as Json[])] as Json[]) {
      expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    }
  });

  it('caches hashed /assets/* long and the entry files (index.html, config.json) at most a minute', () => {
    const config = distributionConfig(stage);
    const behaviors = config.CacheBehaviors as Json[];
    expect(behaviors.map((behavior) => behavior.PathPattern)).toEqual(['/assets/*']);
    expect(behaviors[0]?.CachePolicyId).toBe(CACHING_OPTIMIZED);
    const entryPolicyRef = (config.DefaultCacheBehavior as Json).CachePolicyId as { Ref: string };
    const entryPolicy = template().toJSON().Resources[entryPolicyRef.Ref];
    expect(entryPolicy.Type).toBe('AWS::CloudFront::CachePolicy');
    expect(entryPolicy.Properties.CachePolicyConfig).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(entryPolicy.Properties.CachePolicyConfig.MaxTTL).toBeLessThanOrEqual(60);
  });

  it('sends the security headers on every behavior', () => {
    expectTemplate().resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 1);
    const [policyId, policy] = Object.entries(
      resourcesOfType(template(), 'AWS::CloudFront::ResponseHeadersPolicy'),
    )[0] as [string, { Properties: Json }];
    const headers = (policy.Properties.ResponseHeadersPolicyConfig as Json).SecurityHeadersConfig as Json;
    const csp = (headers.ContentSecurityPolicy as Json).ContentSecurityPolicy as string;
    expect(csp).toBe(contentSecurityPolicy('ap-northeast-2'));
    // connect-src is edge-protection.test.ts's (this region's API services; the exact hosts in index.html).
    expect(csp.split('; ').filter((directive) => !directive.startsWith('connect-src '))).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ]);
    const hsts = headers.StrictTransportSecurity as Json;
    expect(hsts.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
    expect(hsts).toMatchObject({ IncludeSubdomains: true, Override: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: true,
    });
    const config = distributionConfig(stage);
    for (const behavior of [config.DefaultCacheBehavior, ...(config.CacheBehaviors as Json[])] as Json[]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('outputs the site URL', () => {
    expectTemplate().hasOutput('SiteUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
    });
  });

  it('gives the deployment function a role without AWS managed policies, writing only the site bucket', () => {
    const roleId = logicalIdOf(app(stage).stacks.web, 'Site/DeploymentRole');
    const resources = template().toJSON().Resources;
    expect(resources[roleId].Properties.ManagedPolicyArns).toBeUndefined();
    const policy = Object.values(resourcesOfType(template(), 'AWS::IAM::Policy')).find((candidate) =>
      (candidate.Properties?.Roles as unknown[]).some(
        (role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId }),
      ),
    );
    const statements = (policy?.Properties?.PolicyDocument as { Statement: Json[] }).Statement;
    const bucketId = logicalIdOf(app(stage).stacks.web, 'Site/SiteBucket');
    for (const statement of statements) {
      const actions = [statement.Action].flat() as string[];
      if (!actions.some((action) => /^s3:(Put|Delete|Abort)/.test(action))) continue;
      expect(JSON.stringify(statement.Resource)).toContain(bucketId);
      expect(JSON.stringify(statement.Resource)).not.toContain('cdk-');
    }
  });
});

describe('Web stack: stage differences', () => {
  it('retains prod buckets and empties and deletes dev ones', () => {
    const prod = app('prod').template(app('prod').stacks.web);
    const dev = app('dev').template(app('dev').stacks.web);
    for (const bucket of Object.values(resourcesOfType(prod, 'AWS::S3::Bucket'))) {
      expect(bucket.DeletionPolicy).toBe('Retain');
    }
    prod.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    for (const bucket of Object.values(resourcesOfType(dev, 'AWS::S3::Bucket'))) {
      expect(bucket.DeletionPolicy).toBe('Delete');
    }
    dev.resourceCountIs('Custom::S3AutoDeleteObjects', 2);
  });
});

describe.each(['dev', 'prod'] as const)('Site stack (%s)', (stage) => {
  const template = () => app(stage).template(app(stage).stacks.site);
  const expectTemplate = template;
  const deployments = () => resourcesOfType(template(), 'Custom::CDKBucketDeployment');
  const entryDeployment = () => {
    const entry = Object.entries(deployments()).find(([id]) => id.startsWith('EntryDeployment'));
    if (!entry) throw new Error('EntryDeployment not found');
    return entry[1].Properties as Json;
  };

  it('deploys hashed assets as immutable and the entry files as no-cache, pruning nothing', () => {
    expect(Object.keys(deployments())).toHaveLength(2);
    expectTemplate().hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(entryDeployment()).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    expect(entryDeployment().DestinationBucketKeyPrefix).toBeUndefined();
  });

  it('invalidates /index.html and /config.json on deploy', () => {
    expect(entryDeployment().DistributionPaths).toEqual(['/index.html', '/config.json']);
    expect(entryDeployment().DistributionId).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: `${stage}-Web` }),
    });
  });

  it('deploys the entry files only after the hashed assets', () => {
    const entry = Object.entries(deployments()).find(([id]) => id.startsWith('EntryDeployment'));
    const assetsId = Object.keys(deployments()).find((id) => id.startsWith('AssetsDeployment'));
    expect(entry?.[1].DependsOn).toEqual(expect.arrayContaining([assetsId]));
  });

  it('generates /config.json with exactly the runtime-config keys, from the other stacks', () => {
    const sourceKeys = entryDeployment().SourceObjectKeys as string[];
    // Sources: the build without index.html and config.json, index.html with its policy, config.json.
    const markers = (entryDeployment().SourceMarkers as Json[])[2] as Record<string, unknown>;
    const assetDir = path.join(app(stage).outdir, `asset.${(sourceKeys[2] as string).replace(/\.zip$/, '')}`);
    const config = JSON.parse(fs.readFileSync(path.join(assetDir, 'config.json'), 'utf8')) as Json;

    expect(Object.keys(config).sort()).toEqual(['auth', 'graphql', 'region', 'rest', 'stage']);
    expect(config.stage).toBe(stage);
    expect(config.region).toBe('ap-northeast-2');
    expect(Object.keys(config.auth as Json).sort()).toEqual([
      'authFlowType',
      'identityPoolId',
      'userPoolClientId',
      'userPoolId',
    ]);
    expect((config.auth as Json).authFlowType).toBe('USER_SRP_AUTH');
    expect(Object.keys(config.graphql as Json).sort()).toEqual(['apiKey', 'endpoint', 'realtimeEndpoint']);
    expect(Object.keys(config.rest as Json).sort()).toEqual(['member', 'post']);

    // Deploy-time values are markers that the deployment replaces with the producing stacks' outputs.
    const producerOf = (value: unknown) => {
      const marker = /<<marker:0xbaba:\d+>>/.exec(String(value))?.[0];
      const resolved = marker
        ? (markers[marker] as { 'Fn::GetStackOutput'?: { StackName: string } })
        : undefined;
      return resolved?.['Fn::GetStackOutput']?.StackName;
    };
    const auth = config.auth as Json;
    expect(producerOf(auth.userPoolId)).toBe(`${stage}-Auth`);
    expect(producerOf(auth.userPoolClientId)).toBe(`${stage}-Auth`);
    expect(producerOf(auth.identityPoolId)).toBe(`${stage}-Auth`);
    expect(producerOf((config.graphql as Json).endpoint)).toBe(`${stage}-Api`);
    expect(producerOf((config.graphql as Json).apiKey)).toBe(`${stage}-Api`);
    expect(producerOf((config.graphql as Json).realtimeEndpoint)).toBe(`${stage}-Api`);
    // The post API through its CloudFront distribution (the Api stack's edge cache), at its root.
    const rest = config.rest as Json;
    expect(producerOf(rest.post)).toBe(`${stage}-Api`);
    expect(String(rest.post)).toMatch(/^https:\/\/<<marker:0xbaba:\d+>>\/$/);
    const edgeDomain = markers[/<<marker:0xbaba:\d+>>/.exec(String(rest.post))?.[0] as string] as {
      'Fn::GetStackOutput': { OutputName: string };
    };
    expect(edgeDomain['Fn::GetStackOutput'].OutputName).toMatch(/PostEdgeDistribution\w*DomainName/);
    // The member API directly, its stage included.
    for (const url of [rest.member]) {
      expect(producerOf(url)).toBe(`${stage}-Api`);
      const parts =
        /^https:\/\/(<<marker:0xbaba:\d+>>)\.execute-api\.ap-northeast-2\.(<<marker:0xbaba:\d+>>)\/(<<marker:0xbaba:\d+>>)\/$/.exec(
          String(url),
        );
      expect(parts).not.toBeNull();
      // The last path segment is the API Gateway stage, named after the app's stage.
      const stageRef = markers[parts?.[3] as string] as { 'Fn::GetStackOutput': { OutputName: string } };
      expect(stageRef['Fn::GetStackOutput'].OutputName).toContain(`DeploymentStage${stage}`);
    }
  });
});

describe('Site stack: web build', () => {
  const fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-web-fixture-'));
  afterAll(() => fs.rmSync(fixtureDir, { recursive: true, force: true }));

  it('fails with a clear message when the web build is missing', () => {
    const emptyDir = path.join(fixtureDir, 'empty');
    fs.mkdirSync(emptyDir);
    expect(() => synthApp('dev', { webDistDir: emptyDir })).toThrow(
      'frontend/dist/index.html not found: run "npm run build:web" first',
    );
  });

  it('never deploys a config.json left in the build (the local stack writes one into frontend/public)', () => {
    const distDir = path.join(fixtureDir, 'dist');
    fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head></html>');
    fs.writeFileSync(path.join(distDir, 'favicon.ico'), '');
    fs.writeFileSync(path.join(distDir, 'config.json'), '{"stage":"local"}');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc.js'), '');
    const synthesized = synthApp('dev', { webDistDir: distDir });
    try {
      const deployments = resourcesOfType(
        synthesized.template(synthesized.stacks.site),
        'Custom::CDKBucketDeployment',
      );
      const entry = Object.entries(deployments).find(([id]) => id.startsWith('EntryDeployment'))?.[1];
      const buildKey = ((entry?.Properties?.SourceObjectKeys as string[])[0] as string).replace(/\.zip$/, '');
      const deployed = fs.readdirSync(path.join(synthesized.outdir, `asset.${buildKey}`)).sort();
      // index.html is deployed from its own source, with the stage's connect-src added.
      expect(deployed).toEqual(['favicon.ico']);
    } finally {
      synthesized.dispose();
    }
  });
});
