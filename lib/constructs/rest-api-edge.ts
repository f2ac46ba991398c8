/**
 * A CloudFront distribution in front of one REST API stage, so that guests' public reads are answered from the
 * edge (docs/operations.md, "Edge cache"). Everything goes through it, writes included; what may be kept is
 * the origin's decision (`Cache-Control`, lambda/shared/http/rest-handler.ts), within limits set here:
 * - the cache key holds the path, every query string, the token header and the Origin, so an answer is only
 *   ever reused for the same request from the same kind of caller: a guest's for guests, a member's (which
 *   the origin marks `private, no-store` anyway) for nobody else, since each token is a key of its own;
 * - nothing is kept that the origin does not mark cacheable (default TTL 0, minimum 0, so `no-store` and
 *   `private` hold), and no answer longer than `REST_CACHE.edgeMaxTtlSeconds`;
 * - errors are not kept (error caching TTL 0: CloudFront would otherwise keep most 4xx/5xx for 10 s, whatever
 *   their `Cache-Control`).
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  CachedMethods,
  Distribution,
  type ErrorResponse,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { REST_CACHE } from '../../contracts/rest-cache';
import { VIEWER_IP_HEADER, viewerIpHeaderSource } from './viewer-ip-header';

/**
 * The 4xx/5xx codes CloudFront caches by default (10 s; for most of them even with `no-store`), all set to 0.
 * 416 is left out: CloudFront never caches it.
 */
export const uncachedErrorCodes = [400, 403, 404, 405, 414, 500, 501, 502, 503, 504] as const;

/** A header CloudFront adds to every request it sends the origin, with a value only the stack knows. */
export interface OriginMarker {
  readonly header: string;
  /** A deploy-time value (a Secrets Manager dynamic reference), never a literal in the template. */
  readonly value: string;
}

export interface RestApiEdgeProps {
  readonly restApi: RestApi;
  /** Bucket for CloudFront's standard logs (it must accept ACL-based delivery). */
  readonly logBucket: IBucket;
  readonly logFilePrefix: string;
  /**
   * Added to every origin request, so the API's web ACL can tell requests that came through here (and trust
   * their viewer-address header) from direct ones. @default - none (a stage without a web ACL)
   */
  readonly originMarker?: OriginMarker;
  /** @default - no comment */
  readonly comment?: string;
}

export class RestApiEdge extends Construct {
  public readonly distribution: Distribution;
  public readonly cachePolicy: CachePolicy;
  public readonly originRequestPolicy: OriginRequestPolicy;
  /** `https://<distribution domain>/`: the API's base URL through the edge (the stage is the origin path). */
  public readonly url: string;

  constructor(scope: Construct, id: string, props: RestApiEdgeProps) {
    super(scope, id);

    this.cachePolicy = new CachePolicy(this, 'CachePolicy', {
      comment: 'REST API: what the origin marks public, keyed on path, query, token and Origin',
      // 0/0: only answers the origin marks cacheable are kept, `no-store` and `private` are obeyed.
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(REST_CACHE.edgeMaxTtlSeconds),
      // The token header (so answers never cross between callers, even if the origin marked one wrongly; it
      // also makes CloudFront forward it, which an origin request policy cannot) and the Origin, which the
      // CORS answer echoes.
      headerBehavior: CacheHeaderBehavior.allowList(REST_CACHE.tokenHeader, 'Origin'),
      // Every query string: pages, cursors and searches are different answers.
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // What the API needs besides the cache key: request bodies' type, the preflight's questions, the real
    // User-Agent (the web ACL's bad-bot rules read it) and the viewer's address written by the function.
    // Never Host: API Gateway answers only to its own name.
    this.originRequestPolicy = new OriginRequestPolicy(this, 'OriginRequestPolicy', {
      comment: 'REST API: body type, CORS preflight, User-Agent, viewer address',
      headerBehavior: OriginRequestHeaderBehavior.allowList(
        'Content-Type',
        'Access-Control-Request-Method',
        'Access-Control-Request-Headers',
        'User-Agent',
        VIEWER_IP_HEADER,
      ),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });

    const viewerIp = new CloudFrontFunction(this, 'ViewerIpHeader', {
      code: FunctionCode.fromInline(viewerIpHeaderSource),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Writes the viewer's address into a header the API's web ACL reads",
    });

    const marker = props.originMarker;
    const errorResponses: ErrorResponse[] = uncachedErrorCodes.map((httpStatus) => ({
      httpStatus,
      ttl: Duration.seconds(0),
    }));
    this.distribution = new Distribution(this, 'Distribution', {
      comment: props.comment,
      defaultBehavior: {
        // The stage is the origin path: `/boards` here is `/<stage>/boards` there.
        origin: new RestApiOrigin(props.restApi, {
          ...(marker ? { customHeaders: { [marker.header]: marker.value } } : {}),
        }),
        // An API client is not redirected (a redirected POST loses its body): plain HTTP is refused.
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        // Writes pass through; CloudFront never caches anything but GET and HEAD answers.
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachedMethods: CachedMethods.CACHE_GET_HEAD,
        cachePolicy: this.cachePolicy,
        originRequestPolicy: this.originRequestPolicy,
        compress: true,
        functionAssociations: [{ function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      errorResponses,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // IPv4 only, as the regional API endpoint already is: one IPv6 client holds a whole /64 of addresses,
      // each of which the per-IP rule would count apart.
      enableIpv6: false,
      // PRICE_CLASS_100 has no edge in Korea; 200 includes Seoul, where most users are.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: props.logFilePrefix,
    });
    this.url = `https://${this.distribution.distributionDomainName}/`;

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The API serves a public site and restricts no country: users are likely, not only, in Korea.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        "The API's regional web ACL sees every request that reaches the origin (cache misses, members, writes), with the viewer's own address through the origin marker and X-Viewer-Ip (lib/constructs/regional-web-acl.ts). A CloudFront ACL would also bill every cached answer (per-request charge on all edge traffic) and must live in us-east-1; cached guest reads cost the origin nothing.",
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'The distribution has no custom domain: CloudFront serves the default *.cloudfront.net certificate, whose security policy is fixed at TLSv1 and cannot be raised. API clients are browsers, which negotiate TLS 1.2 or 1.3 anyway.',
    });
  }
}
