import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { Notice } from './notice';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * While the browser is offline the query client holds every read until the connection is back, so a list
 * being paged kept the last page's rows, greyed, with nothing said. This says it, at the top of the page's
 * content and kept there while offline; reads resume by themselves once the browser is online again.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <Notice role="status" sticky>
      You are offline. This page will load as soon as the connection is back.
    </Notice>
  );
}
