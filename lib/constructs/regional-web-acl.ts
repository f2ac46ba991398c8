/**
 * A regional AWS WAF web ACL for the stage's APIs (AppSync and the REST stages share it):
 * 1. a per-IP rate-based rule: one address over the limit, counted over 5 minutes across every API, gets
 *    429 until it slows down (the APIs' own throttling is shared by all callers, this one is per caller);
 * 2. AWS's common rule set (OWASP-style probes, bad bots' missing User-Agent, SSRF to the metadata address)
 *    with two body rules only counted (see below);
 * 3. AWS's known-bad-inputs rule set (Log4j/JNDI, Java deserialization, exploit paths).
 * Rule names and metrics appear in CloudWatch under the ACL's name.
 */
import { Stack } from 'aws-cdk-lib';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct, type IDependable } from 'constructs';

export interface RegionalWebAclProps {
  /** The ACL's name, e.g. `prod-community-apis`. */
  readonly name: string;
  /** Requests one IP address may send in 5 minutes, all associated APIs together. */
  readonly ipRateLimitPer5Minutes: number;
}

/**
 * Common-rule-set rules that only count: post bodies may be 100 KB (SizeRestrictions_BODY blocks over 8 KB)
 * and are Markdown that may quote HTML (CrossSiteScripting_BODY would refuse a post about `<script>`).
 * Stored content is sanitized where it is rendered, so counting them keeps the signal without losing posts.
 */
export const countedCommonRules = ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY'] as const;

export class RegionalWebAcl extends Construct {
  public readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: RegionalWebAclProps) {
    super(scope, id);
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    const managed = (priority: number, name: string, counted: readonly string[] = []) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(counted.length > 0
            ? { ruleActionOverrides: counted.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: visibility(`${props.name}-${name}`),
    });

    this.acl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      description: `Per-IP rate limit and AWS managed rules for the APIs of ${Stack.of(this).stackName}`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      customResponseBodies: {
        'too-many-requests': {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            message: 'Too many requests from your address. Please wait a few minutes and try again.',
          }),
        },
      },
      rules: [
        {
          name: 'RateLimitPerIp',
          priority: 0,
          action: {
            block: { customResponse: { responseCode: 429, customResponseBodyKey: 'too-many-requests' } },
          },
          statement: {
            rateBasedStatement: {
              limit: props.ipRateLimitPer5Minutes,
              aggregateKeyType: 'IP',
              evaluationWindowSec: 300,
            },
          },
          visibilityConfig: visibility(`${props.name}-RateLimitPerIp`),
        },
        managed(1, 'AWSManagedRulesCommonRuleSet', countedCommonRules),
        managed(2, 'AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });
  }

  /** Associates the ACL with an AppSync API or an API Gateway stage, created after `dependsOn`. */
  associate(id: string, resourceArn: string, dependsOn?: IDependable): CfnWebACLAssociation {
    const association = new CfnWebACLAssociation(this, id, { resourceArn, webAclArn: this.acl.attrArn });
    if (dependsOn) association.node.addDependency(dependsOn);
    return association;
  }
}
