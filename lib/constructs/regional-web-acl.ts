/**
 * A regional AWS WAF web ACL for the stage's APIs (AppSync and the REST stages share it). Per-client limits,
 * each counted over 5 minutes across every API and answered 429 until the client slows down (API Gateway's
 * throttling is per method and shared by all callers; these are per caller):
 * 1. per viewer address, for requests that came through the REST API's CloudFront distribution (they carry
 *    its origin marker): their source address is CloudFront's, shared by everyone at an edge location, so
 *    the viewer's own address is read from the header CloudFront writes (lib/constructs/viewer-ip-header.ts);
 * 2. per source address, for every other request (AppSync, the member API, anyone calling a stage directly:
 *    without the marker, a viewer-address header proves nothing and is ignored);
 * 3. per token: requests carrying a member's ID token, keyed on the token itself, so one member's script is
 *    stopped on its own, well before it uses up what an address shared by many people (carrier NAT) may send.
 *    It adds to the address limits, never replaces them: until verified a token is any string a client likes.
 * Then AWS's common rule set (OWASP-style probes, bad bots' missing User-Agent, SSRF to the metadata
 * address) with two body rules only counted (see below), and the known-bad-inputs rule set (Log4j/JNDI, Java
 * deserialization, exploit paths). Rule names and metrics appear in CloudWatch under the ACL's name.
 */
import { Stack } from 'aws-cdk-lib';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct, type IDependable } from 'constructs';

export interface RegionalWebAclProps {
  /** The ACL's name, e.g. `prod-community-apis`. */
  readonly name: string;
  /** Requests one address may send in 5 minutes, all associated APIs together. */
  readonly ipRateLimitPer5Minutes: number;
  /** Requests one token may be sent with in 5 minutes, all associated APIs together. */
  readonly tokenRateLimitPer5Minutes: number;
  /** The header members send their token in. */
  readonly tokenHeader: string;
  /**
   * Requests from the REST API's CloudFront distribution: the header and value it adds to each (its origin
   * marker) and the header holding the viewer's address. @default - no distribution: every request is counted
   * by its source address
   */
  readonly edge?: {
    readonly markerHeader: string;
    readonly markerValue: string;
    readonly viewerIpHeader: string;
  };
  /**
   * The site's origin, named on the 429 answers so the web app can read them (the browser hides an answer
   * without CORS headers as a network error). @default - no CORS headers
   */
  readonly corsOrigin?: string;
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

    const responseHeaders = props.corsOrigin
      ? [
          { name: 'Access-Control-Allow-Origin', value: props.corsOrigin },
          { name: 'Vary', value: 'Origin' },
          { name: 'Cache-Control', value: 'no-store' },
        ]
      : [{ name: 'Cache-Control', value: 'no-store' }];
    const tooMany = (bodyKey: string) => ({
      block: { customResponse: { responseCode: 429, customResponseBodyKey: bodyKey, responseHeaders } },
    });
    const rateLimit = (
      priority: number,
      name: string,
      bodyKey: string,
      statement: CfnWebACL.RateBasedStatementProperty,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: tooMany(bodyKey),
      statement: { rateBasedStatement: { evaluationWindowSec: 300, ...statement } },
      visibilityConfig: visibility(`${props.name}-${name}`),
    });

    const edge = props.edge;
    // True for a request that came through the REST API's distribution (exact match, case as generated).
    const fromEdge: CfnWebACL.StatementProperty | undefined = edge && {
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: edge.markerHeader } },
        positionalConstraint: 'EXACTLY',
        searchString: edge.markerValue,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    };
    const rules: CfnWebACL.RuleProperty[] = [
      ...(edge && fromEdge
        ? [
            rateLimit(0, 'RateLimitPerViewerIp', 'too-many-requests', {
              limit: props.ipRateLimitPer5Minutes,
              aggregateKeyType: 'FORWARDED_IP',
              // CloudFront always writes a valid address; a malformed one is counted (all together), not freed.
              forwardedIpConfig: { headerName: edge.viewerIpHeader, fallbackBehavior: 'MATCH' },
              scopeDownStatement: fromEdge,
            }),
          ]
        : []),
      rateLimit(1, 'RateLimitPerIp', 'too-many-requests', {
        limit: props.ipRateLimitPer5Minutes,
        aggregateKeyType: 'IP',
        ...(fromEdge ? { scopeDownStatement: { notStatement: { statement: fromEdge } } } : {}),
      }),
      // A request without the header is not counted by this rule (a key component is missing).
      rateLimit(2, 'RateLimitPerToken', 'too-many-requests-member', {
        limit: props.tokenRateLimitPer5Minutes,
        aggregateKeyType: 'CUSTOM_KEYS',
        customKeys: [
          { header: { name: props.tokenHeader, textTransformations: [{ priority: 0, type: 'NONE' }] } },
        ],
      }),
      managed(3, 'AWSManagedRulesCommonRuleSet', countedCommonRules),
      managed(4, 'AWSManagedRulesKnownBadInputsRuleSet'),
    ];

    this.acl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      description: `Per-client rate limits and AWS managed rules for the APIs of ${Stack.of(this).stackName}`,
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
        'too-many-requests-member': {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            message: 'Too many requests from your account. Please wait a few minutes and try again.',
          }),
        },
      },
      rules,
    });
  }

  /** Associates the ACL with an AppSync API or an API Gateway stage, created after `dependsOn`. */
  associate(id: string, resourceArn: string, dependsOn?: IDependable): CfnWebACLAssociation {
    const association = new CfnWebACLAssociation(this, id, { resourceArn, webAclArn: this.acl.attrArn });
    if (dependsOn) association.node.addDependency(dependsOn);
    return association;
  }
}
