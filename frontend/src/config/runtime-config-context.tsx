import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '@contracts/runtime-config';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Makes the validated /config.json available to every screen (one build serves every stage: docs/web-app.md). */
export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>');
  return config;
}
