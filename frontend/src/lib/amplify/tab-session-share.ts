import { setSessionMarker, clearSessionMarker } from './session-marker';
import { lastAuthUserKey } from './stored-session';
import {
  amplifyPrefix,
  channelName,
  defaultChannel,
  entriesOf,
  isMessage,
  sessionStorageOrUndefined,
  signedOutInAnotherTab,
  type TabSessionOptions,
} from './tab-session';

/*
 * The open tab's side of the shared browser session (tab-session.ts). Apart from it, and loaded with Amplify
 * (amplify-runtime.ts), because only a tab that has Amplify can hold a session to share: the first render of
 * every page does not carry it.
 */

/** What shareTabSession listens to: Amplify's Hub, narrowed to what is read here. */
export interface AuthEvents {
  listen(channel: 'auth', callback: (capsule: { payload: { event: string } }) => void): () => void;
}

/**
 * Serves this tab's part of the shared session while the page lives: answers other tabs' requests with this
 * tab's browser-session entries (a kept sign-in's are in localStorage and not sent), sets the marker on such a
 * sign-in, and on a sign-out here clears it and tells the other tabs; told of one elsewhere, it drops this
 * tab's copy. `keptSignIn` says where the current sign-in keeps its tokens (amplify-runtime.ts).
 */
export function shareTabSession(
  auth: AuthEvents,
  keptSignIn: () => boolean,
  {
    userPoolClientId,
    storage = sessionStorageOrUndefined(),
    openChannel = defaultChannel,
  }: TabSessionOptions,
): () => void {
  const channel = storage ? openChannel(channelName(userPoolClientId)) : undefined;
  const prefix = amplifyPrefix(userPoolClientId);
  const holdsBrowserSession = () => storage?.getItem(lastAuthUserKey(userPoolClientId)) != null;
  // A tab holding a browser-session sign-in (e.g. after a reload) keeps the marker up: a tab that asked in
  // vain may have removed it while this one was busy.
  if (holdsBrowserSession()) setSessionMarker();

  channel?.addEventListener('message', ({ data }) => {
    if (!isMessage(data) || !storage) return;
    if (data.type === 'request' && holdsBrowserSession()) {
      setSessionMarker();
      channel.postMessage({ type: 'session', id: data.id, entries: entriesOf(storage, prefix) });
    } else if (data.type === 'signed-out') {
      const copy = entriesOf(storage, prefix);
      if (copy.length === 0) return;
      for (const [key] of copy) storage.removeItem(key);
      signedOutInAnotherTab();
    }
  });
  const stopListening = auth.listen('auth', ({ payload }) => {
    if (payload.event === 'signedIn' && !keptSignIn()) setSessionMarker();
    if (payload.event === 'signedOut') {
      clearSessionMarker();
      channel?.postMessage({ type: 'signed-out' });
    }
  });
  return () => {
    stopListening();
    channel?.close();
  };
}
