import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock, vibrate } from './use-wake-lock';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(navigator, 'vibrate');
  vi.restoreAllMocks();
});

function fakeWakeLock() {
  const release = vi.fn(() => Promise.resolve());
  const request = vi.fn(() => Promise.resolve({ release, released: false }));
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, release };
}

describe('useWakeLock', () => {
  it('keeps the screen on while active and lets go afterwards', async () => {
    const { request, release } = fakeWakeLock();
    const { rerender } = renderHook(({ active }) => useWakeLock(active), {
      initialProps: { active: true },
    });
    await act(async () => {});
    expect(request).toHaveBeenCalledWith('screen');
    rerender({ active: false });
    expect(release).toHaveBeenCalled();
  });

  it('asks again when the page comes back into view after the browser let go', async () => {
    const sentinel = { release: vi.fn(() => Promise.resolve()), released: false };
    const request = vi.fn(() => Promise.resolve(sentinel));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    renderHook(() => useWakeLock(true));
    await act(async () => {});
    expect(request).toHaveBeenCalledTimes(1);
    // Still held: coming back changes nothing.
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(request).toHaveBeenCalledTimes(1);
    // Hidden pages lose the lock; on return it is asked for again.
    sentinel.released = true;
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the browser has no wake lock', () => {
    expect(() => renderHook(() => useWakeLock(true))).not.toThrow();
  });
});

describe('vibrate', () => {
  it('buzzes where the device can, and is silent elsewhere', () => {
    expect(() => vibrate()).not.toThrow();
    const buzz = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: buzz, configurable: true });
    vibrate();
    expect(buzz).toHaveBeenCalledWith([200, 100, 200]);
  });
});
