/**
 * Closing a popup that owns a history entry goes Back, which the browser does
 * asynchronously. A navigation or a new popup issued in the same tick would be
 * undone by that Back; this runs `fn` once the Back has landed (or shortly after,
 * when the popup lived on its route's entry and no Back happens).
 */
export function afterClose(fn: () => void, fallbackMs = 350): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener('popstate', run);
    setTimeout(fn, 0);
  };
  window.addEventListener('popstate', run);
  setTimeout(run, fallbackMs);
}
