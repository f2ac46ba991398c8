import type { RuntimeConfig } from '@contracts/runtime-config';
import type * as AmplifyRuntimeModule from './amplify-runtime';
import { hasStoredSession } from './stored-session';
import { adoptTabSession, needsTabSession } from './tab-session';

export type AmplifyRuntime = typeof AmplifyRuntimeModule;

const loaded = new WeakMap<RuntimeConfig, Promise<AmplifyRuntime>>();

interface Waiting {
  readonly promise: Promise<AmplifyRuntime>;
  readonly resolve: (runtime: AmplifyRuntime) => void;
}
const waiting = new WeakMap<RuntimeConfig, Waiting>();

function waitingFor(config: RuntimeConfig): Waiting {
  let entry = waiting.get(config);
  if (!entry) {
    let resolve: (runtime: AmplifyRuntime) => void = () => undefined;
    const promise = new Promise<AmplifyRuntime>((settle) => (resolve = settle));
    entry = { promise, resolve };
    waiting.set(config, entry);
  }
  return entry;
}

/**
 * Amplify, downloaded on first use and configured exactly once for this configuration. Every auth call goes
 * through here, so none can run before Amplify.configure(). `lookingForSession`: the caller wants the session
 * this tab may already have, so a browser-session sign-in held by another tab is asked for (tab-session.ts)
 * while Amplify downloads; a sign-in starting on a guest's page does not ask, as it makes its own.
 */
export function loadAmplify(config: RuntimeConfig, lookingForSession = false): Promise<AmplifyRuntime> {
  let runtime = loaded.get(config);
  if (!runtime) {
    const { userPoolClientId } = config.auth;
    const adopted =
      lookingForSession && needsTabSession(userPoolClientId)
        ? adoptTabSession({ userPoolClientId })
        : Promise.resolve(false);
    runtime = Promise.all([import('./amplify-runtime'), adopted]).then(([module]) => {
      module.configureAmplify(config);
      module.shareTabSession(module.Hub, module.keepSignedIn, { userPoolClientId });
      waitingFor(config).resolve(module);
      return module;
    });
    // A failed download (offline, stale deploy) must not stick: the next call tries again.
    runtime.catch(() => loaded.delete(config));
    loaded.set(config, runtime);
  }
  return runtime;
}

/**
 * Amplify when there can be a session to read: one is stored, or Amplify is loaded already (a sign-in
 * started on this page). Otherwise undefined, and nothing is downloaded: Amplify's auth code is the largest
 * part of the site's JavaScript, and a guest without a session has no use for it.
 */
export function loadAmplifyIfSignedIn(config: RuntimeConfig): Promise<AmplifyRuntime | undefined> {
  if (loaded.has(config) || hasStoredSession(config)) return loadAmplify(config, true);
  return Promise.resolve(undefined);
}

/**
 * Resolves once Amplify has been loaded and configured for this configuration, by whichever caller needed it
 * first, without starting the download itself (for listeners that only matter once a session can exist).
 */
export function whenAmplifyLoaded(config: RuntimeConfig): Promise<AmplifyRuntime> {
  return waitingFor(config).promise;
}
