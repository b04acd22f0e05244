// Idle work waits for the first paint and an idle main thread (issue 22).
import { describe, expect, it, vi } from 'vitest';
import { whenIdleAfterPaint } from './idle';

/** A window whose load, frames and idle callbacks the test runs by hand. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const idles: { run: () => void; timeout?: number }[] = [];
  const win = {
    document: { readyState },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => {},
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    cancelAnimationFrame: () => {},
    requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
      idles.push({ run, timeout: options?.timeout }),
    cancelIdleCallback: () => {},
    setTimeout: (callback: () => void) => (callback(), 1),
    clearTimeout: () => {},
  };
  return {
    win: win as unknown as Window & typeof globalThis,
    load: () => listeners.splice(0).forEach((l) => l()),
    frame: () => frames.splice(0).forEach((f) => f()),
    idle: () => idles.splice(0).forEach((i) => i.run()),
    idles,
  };
}

describe('whenIdleAfterPaint', () => {
  it('runs after the load event, a painted frame and an idle callback, in that order', () => {
    const page = fakeWindow('loading');
    const task = vi.fn();
    whenIdleAfterPaint(task, { win: page.win, timeout: 1500 });
    page.frame();
    page.idle();
    expect(task).not.toHaveBeenCalled(); // nothing before the page has loaded
    page.load();
    expect(page.idles).toHaveLength(0); // loaded, not yet painted
    page.frame();
    expect(page.idles).toEqual([expect.objectContaining({ timeout: 1500 })]);
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('on a page already loaded, waits for a frame and idle time only', () => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    whenIdleAfterPaint(task, { win: page.win });
    page.frame();
    page.idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    const cancel = whenIdleAfterPaint(task, { win: page.win });
    page.frame();
    cancel();
    page.idle();
    expect(task).not.toHaveBeenCalled();
  });
});
