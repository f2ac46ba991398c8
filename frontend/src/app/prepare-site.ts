import type { RuntimeConfig } from '@contracts/runtime-config';
import { loadRuntimeConfig, type RuntimeConfigLoad } from '@/config/load-runtime-config';

/**
 * Opens the connections to the APIs while the page's code is still downloading, so the first GraphQL or REST
 * request does not also wait for DNS, TCP and TLS. Their addresses are deploy-time values, known only from
 * /config.json, hence here rather than in index.html. `crossorigin`: the API calls are CORS requests without
 * credentials, which use their own connections.
 */
export function preconnectApis(config: RuntimeConfig, doc: Document = document): void {
  const origins = new Set(
    [config.graphql.endpoint, config.rest.member, config.rest.post].map((url) => new URL(url).origin),
  );
  origins.delete(doc.location.origin);
  for (const origin of origins) {
    if (doc.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  }
}

/**
 * What must happen before the first screen: read and validate /config.json. Amplify is configured later,
 * on first use (lib/amplify/load-amplify.ts), so its code does not delay the first render.
 */
export async function prepareSite(): Promise<RuntimeConfigLoad> {
  const result = await loadRuntimeConfig();
  if (!result.ok) console.error('Site configuration could not be loaded:', result.reason);
  else preconnectApis(result.config);
  return result;
}
