import { loadRuntimeConfig, type RuntimeConfigLoad } from '@/config/load-runtime-config';

/**
 * What must happen before the first screen: read and validate /config.json. Amplify is configured later,
 * on first use (lib/amplify/load-amplify.ts), so its code does not delay the first render.
 */
export async function prepareSite(): Promise<RuntimeConfigLoad> {
  const result = await loadRuntimeConfig();
  if (!result.ok) console.error('Site configuration could not be loaded:', result.reason);
  return result;
}
