import type { toast as Toast } from 'react-toastify';
import { errorMessage } from './error-message';

type ToastKind = 'error' | 'warning' | 'info' | 'success';

let toastLoad: Promise<typeof Toast> | undefined;
const requestListeners = new Set<() => void>();

/**
 * react-toastify, downloaded with the first toast rather than with the first page: most page views show
 * none. Toasts raised before its container has mounted are queued by react-toastify and shown once it has.
 */
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

function show(kind: ToastKind, message: string): void {
  loadToast().then(
    (toast) => toast[kind](message),
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
  info(message: string): void {
    show('info', message);
  },
  success(message: string): void {
    show('success', message);
  },
};
