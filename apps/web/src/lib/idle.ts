/**
 * Resolves once the page has finished loading and the browser then has an idle moment (at the latest
 * `timeoutMs` after the load). For work the visitor did not ask for (the announcement popup): done while
 * the lobby is still rendering on a phone, it lengthens the tasks that make the first seconds feel stuck.
 * Never resolves once `signal` aborts.
 */
export function afterLoadIdle(signal: AbortSignal, timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (signal.aborted) return;
      if (window.requestIdleCallback) window.requestIdleCallback(() => !signal.aborted && resolve(), { timeout: timeoutMs });
      else window.setTimeout(() => !signal.aborted && resolve(), 1);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true, signal });
  });
}

/**
 * Ends the current task and resumes in a new one (`scheduler.yield()` where the browser has it, which
 * resumes ahead of other queued work, else a macrotask). Splitting start-up work at these points keeps
 * each task short, so a tap or a paint can happen in between.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
