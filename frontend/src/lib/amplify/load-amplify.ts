import type { RuntimeConfig } from '@contracts/runtime-config';
import type * as AmplifyRuntimeModule from './amplify-runtime';

export type AmplifyRuntime = typeof AmplifyRuntimeModule;

const loaded = new WeakMap<RuntimeConfig, Promise<AmplifyRuntime>>();

/**
 * Amplify, downloaded on first use and configured exactly once for this configuration. Every auth call goes
 * through here, so none can run before Amplify.configure().
 */
export function loadAmplify(config: RuntimeConfig): Promise<AmplifyRuntime> {
  let runtime = loaded.get(config);
  if (!runtime) {
    runtime = import('./amplify-runtime').then((module) => {
      module.configureAmplify(config);
      return module;
    });
    // A failed download (offline, stale deploy) must not stick: the next call tries again.
    runtime.catch(() => loaded.delete(config));
    loaded.set(config, runtime);
  }
  return runtime;
}
