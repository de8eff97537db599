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
