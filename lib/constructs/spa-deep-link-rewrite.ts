/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) for the single-page app: a path whose last segment
 * has no file extension is a client-side route (`/member/signUp`, `/admin/menu/edit`, `/`), so it is served
 * `/index.html` and React Router takes over. Paths with an extension (`/assets/index-abc.js`, `/config.json`)
 * pass through untouched, so a missing asset stays a real 403/404 instead of an HTML page with status 200 —
 * which is what mapping 403/404 to index.html with `errorResponses` would do.
 *
 * Trade-off: a route whose last segment contains a dot (e.g. an id like `john.doe`) is treated as a file.
 * Route ids in this product are opaque ids without dots.
 */
export const spaDeepLinkRewriteSource = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;
