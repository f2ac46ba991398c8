/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) of the REST API's distribution: writes the viewer's
 * address into a request header, replacing any value the client sent. Behind CloudFront the API's web ACL sees
 * CloudFront's addresses as the source, shared by every viewer of an edge location; its per-IP rule reads this
 * header instead, on requests that carry the distribution's origin marker (lib/constructs/regional-web-acl.ts).
 * `X-Forwarded-For` would not do: CloudFront appends to what the client sent, and WAF reads the first address,
 * the client's own choice.
 */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

export const viewerIpHeaderSource = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}
`;
