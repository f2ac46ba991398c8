import type { toast as Toast } from 'react-toastify';
import { errorMessage } from './error-message';

type ToastKind = 'error' | 'warning' | 'info' | 'success';

let toastLoad: Promise<typeof Toast> | undefined;
const requestListeners = new Set<() => void>();

/**
 * The container's mounting, which every toast waits for. react-toastify queues a toast raised with no
 * container and hands the queue to the first container store that subscribes; under React's StrictMode
 * (the dev server, `npm start`) that first store is torn down and a new one subscribes, so the queued
 * toast was lost: the first message of every page load never showed. Waiting for the container's own
 * effect, which runs after StrictMode's extra mount and unmount, holds on every build.
 */
let containerMounted: Promise<void>;
let markMounted: () => void = () => undefined;
function awaitContainer(): void {
  containerMounted = new Promise<void>((resolve) => {
    markMounted = resolve;
  });
}
awaitContainer();

/** Resolves once a container is mounted and has not been unmounted since (StrictMode mounts twice). */
async function whenContainerMounted(): Promise<void> {
  let awaited: Promise<void>;
  do {
    awaited = containerMounted;
    await awaited;
  } while (awaited !== containerMounted);
}

/** The toast container's effect: mounted (returns its cleanup, after which toasts wait for it again). */
export function toastContainerMounted(): () => void {
  markMounted();
  return awaitContainer;
}

/** react-toastify, downloaded with the first toast rather than with the first page: most page views show none. */
function loadToast(): Promise<typeof Toast> {
  if (!toastLoad) {
    const load = import('react-toastify').then((module) => module.toast);
    toastLoad = load;
    // A failed download (offline, stale deploy) must not stick: the next toast tries again.
    load.catch(() => {
      if (toastLoad === load) toastLoad = undefined;
    });
    for (const listener of requestListeners) listener();
  }
  return toastLoad;
}

function show(kind: ToastKind, message: string, sticky = false): void {
  Promise.all([loadToast(), whenContainerMounted()]).then(
    ([toast]) => toast[kind](message, sticky ? { autoClose: false } : undefined),
    (error: unknown) => console.error(`Could not show the message "${message}"`, error),
  );
}

/**
 * Whether any toast has been asked for yet, for the app to mount the toast container only from then on
 * (useSyncExternalStore's subscribe and getSnapshot).
 */
export const toastRequests = {
  subscribe(listener: () => void): () => void {
    requestListeners.add(listener);
    return () => requestListeners.delete(listener);
  },
  requested(): boolean {
    return toastLoad !== undefined;
  },
};

/**
 * The one way the app shows toasts (docs/web-app.md), so the wording rules live in one place and tests can assert on the
 * visible text. Callers pass human messages; internal details are logged, never shown.
 */
export const notify = {
  error(error: unknown): void {
    show('error', errorMessage(error));
  },
  warning(message: string): void {
    show('warning', message);
  },
  /** A warning that stays until the person closes it (e.g. "You were signed out."). */
  lasting(message: string): void {
    show('warning', message, true);
  },
  info(message: string): void {
    show('info', message);
  },
  success(message: string): void {
    show('success', message);
  },
};
