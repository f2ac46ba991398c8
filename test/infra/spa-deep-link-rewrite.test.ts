import { spaDeepLinkRewriteSource } from '../../lib/constructs/spa-deep-link-rewrite';

interface CloudFrontRequest {
  uri: string;
  method: string;
}
type Handler = (event: { request: CloudFrontRequest }) => CloudFrontRequest;

// The function runs in CloudFront's JS runtime; here it is evaluated as the same plain script.
const handler = new Function(`${spaDeepLinkRewriteSource}\nreturn handler;`)() as Handler;
const rewrite = (uri: string) => handler({ request: { uri, method: 'GET' } }).uri;

describe('SPA deep-link rewrite (CloudFront Function)', () => {
  it.each([
    '/',
    '/member/signUp',
    '/member/resetPassword',
    '/admin',
    '/admin/',
    '/admin/menu/edit',
    '/board/list/42',
  ])('serves index.html for the client-side route %s', (uri) => {
    expect(rewrite(uri)).toBe('/index.html');
  });

  it.each([
    '/assets/index-DlCk0jel.js',
    '/assets/missing-chunk.js',
    '/config.json',
    '/favicon.ico',
    '/index.html',
  ])('passes the file %s through, so a missing file stays an error', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });

  it('keeps the rest of the request untouched', () => {
    const request = { uri: '/member/signUp', method: 'GET' };
    expect(handler({ request })).toEqual({ uri: '/index.html', method: 'GET' });
  });
});
