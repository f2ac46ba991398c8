/**
 * The composition of the CDK app, shared by bin/app.ts and the infra tests so that both build exactly the
 * same thing. Stateful stacks (Data, Auth) are apart from the stateless ones (Api, Site); Web holds the
 * long-lived hosting (its distribution domain is the site's address and the APIs' CORS origin).
 *
 * Dependencies: Data → Auth (the sign-up triggers read settings and write profiles); Data, Auth, Web → Api;
 * Web, Auth, Api → Site.
 */
import { type App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type StageConfig, stageConfig } from './config/stage-config';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { SiteStack } from './stacks/site-stack';
import { WebStack } from './stacks/web-stack';

export interface AppStacks {
  readonly config: StageConfig;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly web: WebStack;
  readonly api: ApiStack;
  readonly site: SiteStack;
}

export interface BuildAppOptions {
  /** The Vite build to deploy. @default frontend/dist */
  readonly webDistDir?: string;
}

/** Builds every stack of `stage` into `app`; an unknown stage fails naming the value received. */
export function buildApp(app: App, stage: unknown, options: BuildAppOptions = {}): AppStacks {
  const config = stageConfig(stage);
  // Account from the CLI's credentials when present; otherwise the stacks stay account-agnostic. No
  // construct does a context lookup, so synthesis works offline.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: config.region };
  const name = (stack: string) => `${config.stage}-${stack}`;

  const data = new DataStack(app, name('Data'), {
    env,
    config,
    description: `${config.stage}: DynamoDB tables (stateful)`,
    terminationProtection: config.deletionProtection,
  });
  const auth = new AuthStack(app, name('Auth'), {
    env,
    config,
    description: `${config.stage}: Cognito user pool and identity pool (stateful)`,
    terminationProtection: config.deletionProtection,
    membersTable: data.tables.members,
    siteTable: data.tables.site,
    cacheTable: data.tables.cache,
  });
  const web = new WebStack(app, name('Web'), {
    env,
    config,
    description: `${config.stage}: site bucket and CloudFront distribution`,
    // The distribution's domain is the site's address and the APIs' CORS origin: long-lived like data.
    terminationProtection: config.deletionProtection,
  });
  const api = new ApiStack(app, name('Api'), {
    env,
    config,
    description: `${config.stage}: Lambda handlers, AppSync GraphQL API, REST APIs (stateless)`,
    tables: data.tables,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    siteOrigin: web.siteOrigin,
    accessLogsBucket: web.accessLogsBucket,
  });
  const site = new SiteStack(app, name('Site'), {
    env,
    config,
    description: `${config.stage}: web build and /config.json (stateless)`,
    bucket: web.bucket,
    distribution: web.distribution,
    deploymentRole: web.deploymentRole,
    deploymentLogGroup: web.deploymentLogGroup,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    identityPoolId: auth.identityPoolId,
    graphqlUrl: api.graphqlUrl,
    graphqlRealtimeUrl: api.graphqlRealtimeUrl,
    graphqlApiKey: api.graphqlApiKey,
    restUrls: api.restUrls,
    distDir: options.webDistDir,
  });

  Tags.of(app).add('project', 'xe-serverless');
  Tags.of(app).add('stage', config.stage);
  // AwsSolutions on every stack: any finding that is not acknowledged next to its resource, with a reason,
  // fails synthesis (cdk-nag 3 runs as a CDK policy-validation plugin).
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

  return { config, data, auth, web, api, site };
}
