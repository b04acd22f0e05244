// Idle work waits for the first paint and a main thread that has been idle for a while (issue 22),
// or for the player's first touch or key.
import { describe, expect, it, vi } from 'vitest';
import { whenIdleAfterPaint, whenIdleOrIntent } from './idle';

/** A window whose load, frames, clock and idle periods the test runs by hand. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, (() => void)[]>();
  const frames: (() => void)[] = [];
  let idles: ((deadline: IdleDeadline) => void)[] = [];
  let now = 0;
  const win = {
    document: { readyState },
    performance: { now: () => now },
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: () => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((l) => l !== listener),
      ),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    cancelAnimationFrame: () => {},
    requestIdleCallback: (run: (deadline: IdleDeadline) => void) => idles.push(run),
    cancelIdleCallback: () => (idles = []),
    setTimeout: (callback: () => void) => (callback(), 1),
    clearTimeout: () => {},
  };
  return {
    win: win as unknown as Window & typeof globalThis,
    fire: (type: string) => (listeners.get(type) ?? []).slice().forEach((l) => l()),
    frame: () => frames.splice(0).forEach((f) => f()),
    /** One idle period of `free` ms, `ms` after the last. */
    idle: (free: number, ms = 50) => {
      now += ms;
      const pending = idles;
      idles = [];
      pending.forEach((run) => run({ timeRemaining: () => free, didTimeout: false }));
    },
    pendingIdles: () => idles.length,
  };
}

describe('whenIdleAfterPaint', () => {
  it('runs after the load event, a painted frame and a second of idle periods, in that order', () => {
    const page = fakeWindow('loading');
    const task = vi.fn();
    whenIdleAfterPaint(task, { win: page.win });
    page.frame();
    expect(page.pendingIdles()).toBe(0); // nothing before the page has loaded
    page.fire('load');
    expect(page.pendingIdles()).toBe(0); // loaded, not yet painted
    page.frame();
    for (let i = 0; i < 19; i++) page.idle(50);
    expect(task).not.toHaveBeenCalled(); // 950 ms of idle time
    page.idle(50);
    expect(task).toHaveBeenCalledOnce();
    expect(page.pendingIdles()).toBe(0);
  });

  it('starts counting again after a busy stretch (frames being drawn)', () => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    whenIdleAfterPaint(task, { win: page.win });
    page.frame();
    for (let i = 0; i < 15; i++) page.idle(50);
    page.idle(8, 16); // a frame of an animation: little free time
    for (let i = 0; i < 15; i++) page.idle(50);
    expect(task).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i++) page.idle(50);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs anyway once the page has been busy for the longest wait', () => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    whenIdleAfterPaint(task, { win: page.win, maxWaitMs: 2000 });
    page.frame();
    for (let i = 0; i < 130 && !task.mock.calls.length; i++) page.idle(8, 16);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    const cancel = whenIdleAfterPaint(task, { win: page.win });
    page.frame();
    cancel();
    for (let i = 0; i < 30; i++) page.idle(50);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('whenIdleOrIntent', () => {
  it('runs at the first touch, before the page is idle, and only once', () => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    whenIdleOrIntent(task, { win: page.win });
    page.fire('pointerdown');
    expect(task).toHaveBeenCalledOnce();
    page.frame();
    for (let i = 0; i < 30; i++) page.idle(50);
    page.fire('keydown');
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs when idle when nobody touches the page', () => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    whenIdleOrIntent(task, { win: page.win });
    page.frame();
    for (let i = 0; i < 20; i++) page.idle(50);
    expect(task).toHaveBeenCalledOnce();
  });
});
