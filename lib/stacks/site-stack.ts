/**
 * Stateless, deployed last: the Vite build and the generated /config.json, copied into the Web stack's
 * bucket. Last because config.json carries the other stacks' outputs (pool ids, API URLs, API key).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { RestApiName } from '../../contracts/registry';
import type { RuntimeConfig } from '../../contracts/runtime-config';
import { HASHED_ASSET_CACHE_CONTROL } from '../build/web-assets';
import { webDistDir } from '../config/repo-paths';
import type { StageConfig } from '../config/stage-config';
import { stageConnectSources, withConnectSrcMeta } from '../constructs/content-security-policy';
import { acknowledgeExpectedWildcards } from '../constructs/nag-findings';

export interface SiteStackProps extends StackProps {
  readonly config: StageConfig;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** Role of the deployment function; it must be in the bucket's stack (see StaticSite.deploymentRole). */
  readonly deploymentRole: Role;
  readonly deploymentLogGroup: ILogGroup;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly identityPoolId: string;
  readonly graphqlUrl: string;
  readonly graphqlRealtimeUrl: string;
  readonly graphqlApiKey: string;
  readonly restUrls: Readonly<Record<RestApiName, string>>;
  /** The Vite build directory. @default frontend/dist */
  readonly distDir?: string;
}

/** The content of /config.json (contracts/runtime-config.ts); values may be deploy-time tokens. */
export function runtimeConfigOf(props: SiteStackProps): RuntimeConfig {
  return {
    stage: props.config.stage,
    region: props.config.region,
    auth: {
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      identityPoolId: props.identityPoolId,
      authFlowType: 'USER_SRP_AUTH',
    },
    graphql: {
      endpoint: props.graphqlUrl,
      realtimeEndpoint: props.graphqlRealtimeUrl,
      apiKey: props.graphqlApiKey,
    },
    rest: { member: props.restUrls.member, post: props.restUrls.post },
  };
}

/** The build's index.html with this stage's exact connect-src (lib/constructs/content-security-policy.ts). */
export function indexHtmlOf(props: SiteStackProps, distDir: string): string {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return withConnectSrcMeta(
    html,
    stageConnectSources({
      region: props.config.region,
      graphqlUrl: props.graphqlUrl,
      graphqlRealtimeUrl: props.graphqlRealtimeUrl,
      restUrls: props.restUrls,
    }),
  );
}

export class SiteStack extends Stack {
  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const distDir = props.distDir ?? webDistDir;
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      throw new Error(
        `frontend/dist/index.html not found: run "npm run build:web" first (looked in ${distDir})`,
      );
    }
    const assetsDir = path.join(distDir, 'assets');
    if (!fs.existsSync(assetsDir)) {
      throw new Error(
        `${assetsDir} not found: the Vite build puts its hashed bundles there; run "npm run build:web"`,
      );
    }

    const common = {
      destinationBucket: props.bucket,
      role: props.deploymentRole,
      logGroup: props.deploymentLogGroup,
      memoryLimit: 512,
      // Never delete: a visitor whose page was loaded before this deploy still lazy-loads the previous
      // build's chunks (modules load on demand). Hashed names never collide.
      prune: false,
    };

    // Hashed bundles: immutable, cached a year by browsers and CloudFront.
    const assets = new BucketDeployment(this, 'AssetsDeployment', {
      ...common,
      sources: [Source.asset(assetsDir)],
      destinationKeyPrefix: 'assets/',
      cacheControl: [CacheControl.fromString(HASHED_ASSET_CACHE_CONTROL)],
    });

    // index.html, config.json and the other unhashed files: browsers revalidate on every load, and the
    // entries are invalidated in CloudFront. After the assets, so index.html never names a missing bundle.
    // A config.json in the build (the local stack writes one into frontend/public) is excluded: the
    // generated one is the only one deployed. index.html is deployed with the stage's connect-src policy
    // added (its endpoints are deploy-time values, filled in by the deployment).
    const entry = new BucketDeployment(this, 'EntryDeployment', {
      ...common,
      sources: [
        Source.asset(distDir, { exclude: ['assets', 'assets/**', 'config.json', 'index.html'] }),
        Source.data('index.html', indexHtmlOf(props, distDir)),
        Source.jsonData('config.json', runtimeConfigOf(props)),
      ],
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/index.html', '/config.json'],
    });
    entry.node.addDependency(assets);

    this.acknowledgeDeploymentFindings(props.deploymentRole);
  }

  /** The deployment function is aws-cdk-lib's; its grants and runtime are not ours to shape. */
  private acknowledgeDeploymentFindings(role: Role): void {
    const copyReason =
      "BucketDeployment's own grant (aws-cdk-lib): it syncs the CDK asset zip into the site bucket with s3 sync, which needs Get/List on the source object and Get/List/Put/Delete/Abort on the destination's objects.";
    acknowledgeExpectedWildcards(role, [
      { finding: /^Action::s3:(GetBucket|GetObject|List|DeleteObject|Abort)\*$/, reason: copyReason },
      { finding: /^Resource::arn:[^:]+:s3:::cdk-[a-z0-9]+-assets-[^/]+\/\*$/, reason: copyReason },
      { finding: /^Resource::<[A-Za-z0-9]*SiteBucket[A-Za-z0-9]*\.Arn>\/\*$/, reason: copyReason },
      {
        finding: /^Resource::\*$/,
        reason:
          "BucketDeployment's own grant (aws-cdk-lib): cloudfront:CreateInvalidation/GetInvalidation on '*' to invalidate /index.html and /config.json after the copy.",
      },
    ]);
    const handlers = this.node
      .findAll()
      .filter(
        (c): c is LambdaFunction =>
          c instanceof LambdaFunction && c.node.id.startsWith('Custom::CDKBucketDeployment'),
      );
    for (const handler of handlers) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          "The BucketDeployment handler's runtime is chosen by aws-cdk-lib (not configurable) and moves forward with aws-cdk-lib upgrades.",
      });
    }
  }
}
