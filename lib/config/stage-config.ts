/**
 * Everything that differs between stages, typed, in one place. Stacks and constructs read these values and
 * never branch on the stage name themselves, so a new stage is one entry here.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { FieldLogLevel } from 'aws-cdk-lib/aws-appsync';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const stageNames = ['dev', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

/** The product runs in South Korea: every stage deploys to Seoul. */
export const deploymentRegion = 'ap-northeast-2';

export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

export interface Throttling {
  /** Requests per second, steady. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface CustomDomain {
  /** e.g. `community.example.com`; point a CNAME (or Route 53 alias) at the distribution's domain. */
  readonly domainName: string;
  /** ARN of an issued ACM certificate in us-east-1 that covers `domainName`. */
  readonly certificateArn: string;
}

export interface StageConfig {
  readonly stage: StageName;
  readonly region: typeof deploymentRegion;
  /** Stateful resources (tables, user pool, buckets, log groups): RETAIN in prod, DESTROY in dev. */
  readonly removalPolicy: RemovalPolicy;
  /** DynamoDB and Cognito deletion protection, and CloudFormation termination protection of stateful stacks. */
  readonly deletionProtection: boolean;
  /** Empty the site and log buckets on `cdk destroy` (only meaningful with RemovalPolicy.DESTROY). */
  readonly autoDeleteObjects: boolean;
  /** Retention of every CloudWatch log group the app creates. */
  readonly logRetention: RetentionDays;
  /** How long S3 and CloudFront access logs are kept. */
  readonly accessLogExpiration: Duration;
  /** LOG_LEVEL of the Lambda functions (lambda/shared/runtime/logger.ts). */
  readonly lambdaLogLevel: LogLevel;
  /**
   * API Gateway throttling of the REST stages: the stage's default, which API Gateway applies to each method
   * separately (every method of every REST API has a bucket of this size). It is shared by all callers, so it
   * only guards the functions and tables against the total; per-caller limits are the web ACL's.
   */
  readonly restThrottling: Throttling;
  /**
   * A regional WAF web ACL on the AppSync API and every REST stage (lib/constructs/regional-web-acl.ts):
   * rate-based rules per address (the viewer's, behind CloudFront) and per member token, requests per 5 minutes
   * over all APIs together, and AWS's common and known-bad-inputs managed rule groups. Undefined: none.
   */
  readonly webAcl?: {
    readonly ipRateLimitPer5Minutes: number;
    readonly tokenRateLimitPer5Minutes: number;
  };
  /** AppSync introspection (`__schema`, `__type`). The schema is in the repository; prod keeps it private. */
  readonly graphqlIntrospection: boolean;
  /**
   * The site's own domain on CloudFront, with an existing ACM certificate in us-east-1 (CloudFront's
   * requirement) and TLS 1.2 at least. Undefined: the distribution's `*.cloudfront.net` name.
   */
  readonly customDomain?: CustomDomain;
  /**
   * Origins allowed by CORS besides the CloudFront site itself, e.g. the Vite dev server pointing at the
   * deployed dev APIs. Never a wildcard.
   */
  readonly extraCorsOrigins: readonly string[];
  readonly graphqlFieldLogLevel: FieldLogLevel;
  /**
   * Whether AppSync logs verbose content (request/response headers, resolver context). Headers carry the
   * API key and members' ID tokens, so it is off in every stage; turn it on only to debug, and only for a short while.
   */
  readonly graphqlVerboseLogs: boolean;
  /** Cognito Plus feature plan with threat protection enforced (priced per monthly active user). */
  readonly threatProtection: boolean;
}

export const stageConfigs: Readonly<Record<StageName, StageConfig>> = {
  dev: {
    stage: 'dev',
    region: deploymentRegion,
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    autoDeleteObjects: true,
    logRetention: RetentionDays.TWO_WEEKS,
    accessLogExpiration: Duration.days(30),
    lambdaLogLevel: 'DEBUG',
    restThrottling: { rateLimit: 20, burstLimit: 40 },
    // No web ACL in dev: it costs a fixed monthly fee per ACL and rule, and dev has no public traffic.
    webAcl: undefined,
    graphqlIntrospection: true,
    extraCorsOrigins: ['http://localhost:5173'],
    graphqlFieldLogLevel: FieldLogLevel.ALL,
    // Verbose content includes request headers, i.e. members' ID tokens: logs never hold credentials.
    graphqlVerboseLogs: false,
    threatProtection: false,
  },
  prod: {
    stage: 'prod',
    region: deploymentRegion,
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    autoDeleteObjects: false,
    logRetention: RetentionDays.THREE_MONTHS,
    accessLogExpiration: Duration.days(365),
    lambdaLogLevel: 'INFO',
    // Sized for the site's target of about 1,000 requests a second (7k-20k people at once): any one method
    // may take all of it, e.g. post pages on a cold cache, with twice that as a burst. Guests' reads mostly
    // stop at the CloudFront cache and never count here. The account's own limit (10,000 a second, burst
    // 5,000, per region, shared by every stage in the account) stays above it (docs/operations.md).
    restThrottling: { rateLimit: 1000, burstLimit: 2000 },
    webAcl: {
      // 3000 per 5 minutes is 10 requests a second from one address, sustained: far above one reader, and
      // room for many people behind one carrier-grade NAT (common on Korean mobile networks). Cached guest
      // reads are answered by CloudFront and not counted.
      ipRateLimitPer5Minutes: 3000,
      // 1500 per 5 minutes is 5 requests a second with one member's token, sustained: a member reading fast
      // sends about one a second (post, comments, view count, the menu), a script far more.
      tokenRateLimitPer5Minutes: 1500,
    },
    graphqlIntrospection: false,
    // Off until the product has a domain: { domainName: 'community.example.com', certificateArn: 'arn:aws:acm:us-east-1:…' }.
    customDomain: undefined,
    extraCorsOrigins: [],
    graphqlFieldLogLevel: FieldLogLevel.ERROR,
    graphqlVerboseLogs: false,
    threatProtection: true,
  },
};

export function isStageName(value: unknown): value is StageName {
  return typeof value === 'string' && (stageNames as readonly string[]).includes(value);
}

/** The config of a stage given on the command line (`-c stage=…`); anything else fails naming the value. */
export function stageConfig(stage: unknown): StageConfig {
  if (!isStageName(stage)) {
    throw new Error(
      `Unknown stage ${JSON.stringify(stage)}: expected one of ${stageNames.join(', ')} (cdk … -c stage=dev|prod)`,
    );
  }
  return stageConfigs[stage];
}
