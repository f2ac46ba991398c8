/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), or after a short delay where there is
 * no requestIdleCallback (Safari). For work a page does not need for its first screen, so that it neither
 * competes with that screen's downloads and rendering nor counts towards its first paint
 * (docs/performance.md, "First render"). Answers a function that cancels the task if it has not run.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
