/**
 * A private S3 bucket served through CloudFront with Origin Access Control: the hosting of the Vite build.
 * Stage-agnostic; what gets deployed into the bucket is the Site stack's business.
 */
import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { CustomDomain } from '../config/stage-config';
import { contentSecurityPolicy, permissionsPolicy } from './content-security-policy';
import { spaDeepLinkRewriteSource } from './spa-deep-link-rewrite';

/** Path pattern of Vite's content-hashed build output: safe to cache for a year. */
export const hashedAssetsPathPattern = '/assets/*';

export interface StaticSiteProps {
  /** The region of the APIs the pages call (the CSP's connect-src names its services). */
  readonly apiRegion: string;
  /** The site's own domain and its us-east-1 ACM certificate. @default - the `*.cloudfront.net` name */
  readonly customDomain?: CustomDomain;
  readonly removalPolicy: RemovalPolicy;
  /** Empty the buckets when the stack is destroyed (needs RemovalPolicy.DESTROY). @default false */
  readonly autoDeleteObjects?: boolean;
  /** How long S3 server access logs and CloudFront access logs are kept. @default Duration.days(90) */
  readonly accessLogExpiration?: Duration;
  /** Retention of the deployment function's log group. @default RetentionDays.THREE_MONTHS */
  readonly logRetention?: RetentionDays;
  /** @default - no comment */
  readonly comment?: string;
}

export class StaticSite extends Construct {
  public readonly bucket: Bucket;
  /** S3 and CloudFront access logs (ACL delivery allowed, as CloudFront standard logging needs). */
  public readonly accessLogsBucket: Bucket;
  public readonly distribution: Distribution;
  /** `https://<distribution domain>`: the origin browsers see, for CORS allow-lists. */
  public readonly siteOrigin: string;
  /**
   * Role for the function that deploys content into the bucket (a BucketDeployment in a later stack). It
   * lives here, with the bucket, so that the grants a deployment adds to it reference this stack's bucket
   * directly rather than through a cross-stack reference.
   */
  public readonly deploymentRole: Role;
  /** Log group of that deployment function, for the same reason. */
  public readonly deploymentLogGroup: LogGroup;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    const autoDeleteObjects = props.autoDeleteObjects ?? false;

    // S3 server access logs of the site bucket and CloudFront standard logs. CloudFront standard logging
    // writes with ACLs, hence BUCKET_OWNER_PREFERRED instead of the ACL-less default.
    const logsBucket = new Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: props.accessLogExpiration ?? Duration.days(90) }],
      removalPolicy: props.removalPolicy,
      autoDeleteObjects,
    });
    this.accessLogsBucket = logsBucket;
    Validations.of(logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would log every log delivery.',
    });

    // Not versioned: every object is a build output reproducible from the commit that was deployed, and a
    // rollback is a redeploy of the previous commit. Versions would only accumulate old bundles.
    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: false,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 's3-site/',
      removalPolicy: props.removalPolicy,
      autoDeleteObjects,
    });

    const deepLinkRewrite = new CloudFrontFunction(this, 'DeepLinkRewrite', {
      code: FunctionCode.fromInline(spaDeepLinkRewriteSource),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'SPA: extension-less paths are served /index.html; asset errors stay errors',
    });

    // index.html, config.json and the other unhashed files: never cached long, so a deploy is visible at
    // once (the Site stack also invalidates them and marks them `no-cache` for browsers).
    const entryCachePolicy = new CachePolicy(this, 'EntryCachePolicy', {
      comment: 'Unhashed entry files: revalidate',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS, nosniff, frame DENY, referrer and permissions policies',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.apiRegion),
          override: true,
        },
        // Two years (≥ 1 year, the preload-list minimum); cloudfront.net itself cannot be preloaded.
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy, override: true }],
      },
    });

    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const domain = props.customDomain;
    if (domain && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(domain.certificateArn)) {
      throw new Error(
        `customDomain.certificateArn must be an ACM certificate in us-east-1 (CloudFront's requirement), got ${domain.certificateArn}`,
      );
    }
    this.distribution = new Distribution(this, 'Distribution', {
      comment: props.comment,
      ...(domain
        ? {
            domainNames: [domain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: entryCachePolicy,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: deepLinkRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [hashedAssetsPathPattern]: {
          origin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // PRICE_CLASS_100 has no edge in Korea; 200 includes Seoul, where most users are.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
    });
    this.siteOrigin = `https://${domain ? domain.domainName : this.distribution.distributionDomainName}`;

    this.deploymentLogGroup = new LogGroup(this, 'DeploymentLogs', {
      retention: props.logRetention ?? RetentionDays.THREE_MONTHS,
      removalPolicy: props.removalPolicy,
    });
    // No AWSLambdaBasicExecutionRole (write to every log group of the account): its own log group only.
    this.deploymentRole = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the web build into the site bucket and invalidates the distribution',
    });
    this.deploymentLogGroup.grantWrite(this.deploymentRole);

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The site is public and restricts no country: users are likely, not only, in Korea.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF for now: the distribution serves only static files from a private bucket (no origin logic to attack), and a CloudFront web ACL costs a fixed monthly fee plus per-rule and per-request charges and must be created in us-east-1 (an extra cross-region stack). The APIs have their own throttling.',
    });
    if (!domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          "Without a custom domain CloudFront serves the default *.cloudfront.net certificate, whose security policy is fixed at TLSv1 and cannot be raised; the stage setting customDomain (lib/config/stage-config.ts) turns on the site's own domain with TLSv1.2_2021.",
      });
    }
  }
}
