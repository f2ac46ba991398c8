import { runtimeConfigSchema, type RuntimeConfig } from '@contracts/runtime-config';

export type RuntimeConfigLoad =
  { readonly ok: true; readonly config: RuntimeConfig } | { readonly ok: false; readonly reason: string };

export const RUNTIME_CONFIG_URL = '/config.json';

/**
 * Fetches and validates /config.json. Never rejects: the reason is for the console, the page shows a
 * human message. `no-store` so a redeploy's new values are seen without a hard reload. No other options or
 * headers: index.html preloads this URL, and the browser hands the preloaded response to a fetch() only when
 * the two requests match.
 */
export async function loadRuntimeConfig(url: string = RUNTIME_CONFIG_URL): Promise<RuntimeConfigLoad> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return { ok: false, reason: `${url} answered HTTP ${response.status}` };
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    if (!parsed.success) return { ok: false, reason: `${url} is invalid: ${parsed.error.message}` };
    return { ok: true, config: parsed.data };
  } catch (error) {
    return { ok: false, reason: `${url} could not be read: ${String(error)}` };
  }
}
