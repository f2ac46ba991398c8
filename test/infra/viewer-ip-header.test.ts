import { VIEWER_IP_HEADER, viewerIpHeaderSource } from '../../lib/constructs/viewer-ip-header';

interface CloudFrontRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}
type Handler = (event: { viewer: { ip: string }; request: CloudFrontRequest }) => CloudFrontRequest;

// The function runs in CloudFront's JS runtime; here it is evaluated as the same plain script.
const handler = new Function(`${viewerIpHeaderSource}\nreturn handler;`)() as Handler;

describe("viewer address header (CloudFront Function of the REST API's distribution)", () => {
  it("writes the viewer's address into the header the web ACL reads", () => {
    const request = handler({
      viewer: { ip: '203.0.113.7' },
      request: { uri: '/boards', headers: { authorization: { value: 'token' } } },
    });
    expect(request).toEqual({
      uri: '/boards',
      headers: { authorization: { value: 'token' }, [VIEWER_IP_HEADER]: { value: '203.0.113.7' } },
    });
  });

  it('replaces whatever address the client sent in it, so a client cannot pick its own rate-limit key', () => {
    const request = handler({
      viewer: { ip: '198.51.100.20' },
      request: { uri: '/posts/p1', headers: { [VIEWER_IP_HEADER]: { value: '192.0.2.1' } } },
    });
    expect(request.headers[VIEWER_IP_HEADER]).toEqual({ value: '198.51.100.20' });
  });

  it('uses a lower-case name, as CloudFront Functions see header names', () => {
    expect(VIEWER_IP_HEADER).toBe(VIEWER_IP_HEADER.toLowerCase());
  });
});
