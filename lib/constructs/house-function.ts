/**
 * The house Lambda function: every handler in `lambda/` is deployed through this class, so the defaults
 * below are decided once (docs/architecture.md; house style: the Powertools example app).
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel as EsbuildLogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { LogLevel } from '../config/stage-config';
import { repoRoot } from '../config/repo-paths';
import {
  LAMBDA_BANNER,
  LAMBDA_EXTERNAL_MODULES,
  LAMBDA_MAIN_FIELDS,
  LAMBDA_TARGET,
} from '../build/lambda-bundle';
import { type TableAccess, type TableGrantOptions, grantTableAccess } from './table-access';
import { handlerEnv } from '../../contracts/registry';

export interface HouseFunctionProps {
  /** Absolute path of the handler module; it exports `handler`. */
  readonly entry: string;
  /** Service name in every log entry (SERVICE_NAME), e.g. the registry's handler name. */
  readonly serviceName: string;
  /** Stage name, exposed as STAGE. */
  readonly stage: string;
  readonly logRetention: RetentionDays;
  /** @default - no description */
  readonly description?: string;
  /** LOG_LEVEL read by the logger (lambda/shared/runtime/logger.ts). @default 'INFO' */
  readonly logLevel?: LogLevel;
  /** What happens to the log group when the function is removed. @default RemovalPolicy.RETAIN */
  readonly logRemovalPolicy?: RemovalPolicy;
  /** Browser origins the handler may answer CORS for (ALLOWED_ORIGINS, comma-separated). @default - none: the variable is not set */
  readonly allowedOrigins?: readonly string[];
  /** Extra environment variables. @default - none */
  readonly environment?: Readonly<Record<string, string>>;
}

/**
 * Node.js 24 on ARM64 (the newest runtime Lambda and cdk-nag AwsSolutions-L1 know; the product requires 22
 * or newer), 512 MB (init and warm latency flatten from 256 MB), 10 s timeout, X-Ray active, an explicit log
 * group with retention, an execution role without the AWS managed basic-execution policy, and the whole
 * dependency tree bundled and minified as ESM.
 */
export class HouseFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: HouseFunctionProps) {
    // Created before super() because the function needs them at creation; they are siblings of the
    // function (ids `<id>LogGroup`, `<id>Role`), which keeps their logical ids stable.
    const logGroup = new LogGroup(scope, `${id}LogGroup`, {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy ?? RemovalPolicy.RETAIN,
    });
    // An own role instead of the default one: the default attaches AWSLambdaBasicExecutionRole, which may
    // write to every log group of the account (cdk-nag IAM4). This one may write to its own log group only.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.serviceName}`,
    });

    const environment: Record<string, string> = {
      NODE_OPTIONS: '--enable-source-maps',
      SERVICE_NAME: props.serviceName,
      LOG_LEVEL: props.logLevel ?? 'INFO',
      STAGE: props.stage,
      ...props.environment,
    };
    if (props.allowedOrigins && props.allowedOrigins.length > 0) {
      environment.ALLOWED_ORIGINS = props.allowedOrigins.join(',');
    }

    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      role,
      environment,
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      bundling: {
        format: OutputFormat.ESM,
        target: LAMBDA_TARGET,
        minify: true,
        sourceMap: true,
        logLevel: EsbuildLogLevel.WARNING,
        // Bundle the AWS SDK too: measured ≈ 241 ms init bundled and minified vs ≈ 675 ms with the
        // runtime's copy, and the version is the one the tests ran against.
        // Except what the SDK loads only on paths Lambda never takes (lib/build/lambda-bundle.ts).
        externalModules: [...LAMBDA_EXTERNAL_MODULES],
        // ESM prefers the packages' ESM builds (middy is ESM-only); CommonJS dependencies inside the bundle
        // still call require() for Node built-ins, which ESM lacks, hence the shim.
        mainFields: [...LAMBDA_MAIN_FIELDS],
        banner: LAMBDA_BANNER,
      },
    });
    logGroup.grantWrite(role);

    // Tracing.ACTIVE adds xray:PutTraceSegments/PutTelemetryRecords on "*" to the role.
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions; "*" is the only valid resource.',
    });
  }

  /**
   * Sets `envVar` to the table's name and grants the matching access (see grantTableAccess: named indexes
   * only, no Scan) in one call, so the two never drift apart.
   */
  public bindTable(
    table: ITable,
    envVar: string,
    access: TableAccess,
    options: TableGrantOptions = {},
  ): void {
    this.addEnvironment(envVar, table.tableName);
    grantTableAccess(this, table, access, options);
  }

  /**
   * Sets USER_POOL_ID and grants the given Cognito actions (e.g. `cognito-idp:AdminGetUser`) on that pool
   * only. No actions: the id alone (e.g. to check a caller's `iss` claim).
   */
  public bindUserPool(userPool: IUserPool, actions: readonly string[] = []): void {
    this.addEnvironment(handlerEnv.userPoolId, userPool.userPoolId);
    if (actions.length > 0) userPool.grant(this, ...actions);
  }
}
