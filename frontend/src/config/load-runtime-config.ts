import { runtimeConfigSchema, type RuntimeConfig } from '@contracts/runtime-config';
import { takeEarly } from '@/lib/early-requests';
import { RUNTIME_CONFIG_CACHE, RUNTIME_CONFIG_URL } from './runtime-config-url';

export type RuntimeConfigLoad =
  { readonly ok: true; readonly config: RuntimeConfig } | { readonly ok: false; readonly reason: string };

/**
 * Fetches and validates /config.json, or takes the response the boot script already has (src/boot/boot.ts).
 * Never rejects: the reason is for the console, the page shows a human message. No options or headers other
 * than the cache mode: index.html preloads this URL, and the browser hands the preloaded response to a
 * fetch() only when the two requests match.
 */
export async function loadRuntimeConfig(url: string = RUNTIME_CONFIG_URL): Promise<RuntimeConfigLoad> {
  try {
    const response = await (takeEarly(url) ?? fetch(url, { cache: RUNTIME_CONFIG_CACHE }));
    if (!response.ok) return { ok: false, reason: `${url} answered HTTP ${response.status}` };
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    if (!parsed.success) return { ok: false, reason: `${url} is invalid: ${parsed.error.message}` };
    return { ok: true, config: parsed.data };
  } catch (error) {
    return { ok: false, reason: `${url} could not be read: ${String(error)}` };
  }
}
