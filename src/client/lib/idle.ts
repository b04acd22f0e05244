// Work that can wait (fetching the next screens' code, the resume check) runs only once the first
// screen is painted and the main thread is idle (issue 22): after the page's load event, a frame,
// and then requestIdleCallback (with a timeout, so it does run on a page that is never idle; a
// plain timer where the browser has no idle callback).

export interface IdleOptions {
  /** The longest requestIdleCallback may wait once the page is painted (ms). */
  timeout?: number;
  win?: Window & typeof globalThis;
}

/** Runs `task` after the first paint, when the browser is idle; returns a cancel function. */
export function whenIdleAfterPaint(
  task: () => void,
  { timeout = 2000, win = typeof window === 'undefined' ? undefined : window }: IdleOptions = {},
): () => void {
  if (!win) return () => {};
  let cancelled = false;
  const cancels: (() => void)[] = [];
  const run = () => {
    if (!cancelled) task();
  };
  const idle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(run, { timeout });
      cancels.push(() => win.cancelIdleCallback(id));
    } else {
      const id = win.setTimeout(run, 200);
      cancels.push(() => win.clearTimeout(id));
    }
  };
  // The frame after load has been painted by the time a task queued from its callback runs.
  const afterPaint = () => {
    if (cancelled) return;
    if (typeof win.requestAnimationFrame === 'function') {
      const id = win.requestAnimationFrame(() => {
        const timer = win.setTimeout(idle, 0);
        cancels.push(() => win.clearTimeout(timer));
      });
      cancels.push(() => win.cancelAnimationFrame(id));
    } else idle();
  };
  if (win.document.readyState === 'complete') afterPaint();
  else {
    win.addEventListener('load', afterPaint, { once: true });
    cancels.push(() => win.removeEventListener('load', afterPaint));
  }
  return () => {
    cancelled = true;
    for (const cancel of cancels) cancel();
  };
}
