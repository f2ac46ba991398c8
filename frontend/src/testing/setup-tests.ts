import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazily loaded screens plus a shared 2-core CI machine can take more than the default 1 s to appear.
configure({ asyncUtilTimeout: 3000 });

// Early requests (lib/early-requests.ts) live on the global object for the whole page, as in a browser: one
// test's unused ones must not answer the next test's requests.
afterEach(() => {
  (globalThis as { communityEarlyRequests?: Map<string, unknown> }).communityEarlyRequests?.clear();
});

// jsdom does not lay out or scroll pages; its window.scrollTo only reports "Not implemented". The app scrolls
// on every navigation (lib/scroll-restoration.tsx), so screens' tests get a quiet one; that file's own tests
// replace it with one that moves.
window.scrollTo = () => undefined;
