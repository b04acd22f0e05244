// Work that can wait (fetching the next screens' code, the resume check) runs only once the first
// screen is painted and the main thread is idle (issue 22): after the page's load event and a
// frame, when the browser has reported idle time without a break for QUIET_MS (requestIdleCallback
// periods with most of their time free: no frames being drawn, no long tasks, no input). A page that
// never calms down runs it after MAX_WAIT_MS anyway; a browser without requestIdleCallback waits
// QUIET_MS on a timer. On a phone the first second after a screen appears is when the player reads
// it and taps: work that waits for a calm stretch does not delay that first tap.

/** How long the main thread must have been idle, without a break (ms). */
export const QUIET_MS = 1000;
/** The longest the work waits for that after the first paint (ms). */
export const MAX_WAIT_MS = 10_000;
/** An idle period with less free time than this means the thread was busy (a frame, a task). */
const BUSY_BELOW_MS = 40;

export interface IdleOptions {
  quietMs?: number;
  maxWaitMs?: number;
  win?: Window & typeof globalThis;
}

/** Runs `task` after the first paint, once the browser is idle; returns a cancel function. */
export function whenIdleAfterPaint(
  task: () => void,
  {
    quietMs = QUIET_MS,
    maxWaitMs = MAX_WAIT_MS,
    win = typeof window === 'undefined' ? undefined : window,
  }: IdleOptions = {},
): () => void {
  if (!win) return () => {};
  let cancelled = false;
  let done = false;
  const cancels: (() => void)[] = [];
  const run = () => {
    if (cancelled || done) return;
    done = true;
    task();
  };
  const later = (callback: () => void, ms: number) => {
    const id = win.setTimeout(callback, ms);
    cancels.push(() => win.clearTimeout(id));
  };

  const watch = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback !== 'function') return later(run, quietMs);
    const started = win.performance.now();
    let quietSince = started;
    const tick = (deadline: IdleDeadline) => {
      if (cancelled) return;
      const now = win.performance.now();
      if (deadline.timeRemaining() < BUSY_BELOW_MS && !deadline.didTimeout) quietSince = now;
      if (deadline.didTimeout || now - started >= maxWaitMs || now - quietSince >= quietMs)
        return run();
      const left = Math.max(1, maxWaitMs - (now - started));
      const id = win.requestIdleCallback(tick, { timeout: left });
      cancels.push(() => win.cancelIdleCallback(id));
    };
    const id = win.requestIdleCallback(tick, { timeout: maxWaitMs });
    cancels.push(() => win.cancelIdleCallback(id));
  };

  // The frame after load has been painted by the time a task queued from its callback runs.
  const afterPaint = () => {
    if (cancelled) return;
    if (typeof win.requestAnimationFrame !== 'function') return watch();
    const id = win.requestAnimationFrame(() => later(watch, 0));
    cancels.push(() => win.cancelAnimationFrame(id));
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

/**
 * Runs `task` at the first sign the player is about to act (a touch, a click, a key), or when
 * whenIdleAfterPaint would: a screen they are about to open is fetched by the time they let go.
 */
export function whenIdleOrIntent(task: () => void, options: IdleOptions = {}): () => void {
  const win = options.win ?? (typeof window === 'undefined' ? undefined : window);
  if (!win) return () => {};
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    task();
  };
  const events = ['pointerdown', 'keydown'] as const;
  for (const type of events) win.addEventListener(type, once, { capture: true, passive: true });
  const cancelIdle = whenIdleAfterPaint(once, { ...options, win });
  function stop() {
    cancelIdle();
    for (const type of events) win!.removeEventListener(type, once, { capture: true });
  }
  return () => {
    done = true;
    stop();
  };
}
