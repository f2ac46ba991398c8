/**
 * The site's hosting: bucket and CloudFront distribution. Deployed before the Api stack, whose CORS
 * allow-list needs the distribution's origin; the content itself is deployed last, by the Site stack.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Role } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stage-config';
import { StaticSite } from '../constructs/static-site';

export interface WebStackProps extends StackProps {
  readonly config: StageConfig;
}

export class WebStack extends Stack {
  public readonly bucket: IBucket;
  /** Access logs of the bucket and of every CloudFront distribution of the stage (the REST API's too). */
  public readonly accessLogsBucket: IBucket;
  public readonly distribution: IDistribution;
  /** `https://<distribution domain>` */
  public readonly siteOrigin: string;
  /** Role and log group for the Site stack's deployment function (see StaticSite.deploymentRole). */
  public readonly deploymentRole: Role;
  public readonly deploymentLogGroup: ILogGroup;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const site = new StaticSite(this, 'Site', {
      apiRegion: config.region,
      customDomain: config.customDomain,
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: config.autoDeleteObjects,
      accessLogExpiration: config.accessLogExpiration,
      logRetention: config.logRetention,
      comment: `${config.stage} community site`,
    });
    this.bucket = site.bucket;
    this.accessLogsBucket = site.accessLogsBucket;
    this.distribution = site.distribution;
    this.siteOrigin = site.siteOrigin;
    this.deploymentRole = site.deploymentRole;
    this.deploymentLogGroup = site.deploymentLogGroup;

    new CfnOutput(this, 'SiteUrl', { value: site.siteOrigin, description: 'The site' });
    if (config.customDomain) {
      new CfnOutput(this, 'DistributionDomainName', {
        value: site.distribution.distributionDomainName,
        description: `Point ${config.customDomain.domainName} here (CNAME, or a Route 53 alias)`,
      });
    }
  }
}
