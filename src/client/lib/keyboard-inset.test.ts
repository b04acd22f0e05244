import { afterEach, describe, expect, it } from 'vitest';
import { KEYBOARD_INSET_VAR, keyboardInset, trackKeyboardInset } from './keyboard-inset';

describe('the on-screen keyboard inset (issue 16)', () => {
  it.each([
    // layout height, visual viewport, expected inset
    [844, { height: 844, offsetTop: 0, scale: 1 }, 0], // no keyboard
    [844, { height: 508, offsetTop: 0, scale: 1 }, 336], // iOS: keyboard over the bottom
    [844, { height: 508, offsetTop: 120, scale: 1 }, 216], // ...with the page scrolled up
    [508, { height: 508, offsetTop: 0, scale: 1 }, 0], // Android: the page itself got shorter
    [844, { height: 422, offsetTop: 0, scale: 2 }, 0], // a pinch zoom is not a keyboard
    [844, { height: 850.4, offsetTop: 0, scale: 1 }, 0], // rounding never goes negative
  ])('layout %i, visual %o → %i px', (layout, viewport, inset) => {
    expect(keyboardInset(layout, viewport)).toBe(inset);
  });

  afterEach(() => document.documentElement.style.removeProperty(KEYBOARD_INSET_VAR));

  it('publishes the inset as a CSS variable while the visual viewport is covered', () => {
    const listeners = new Map<string, () => void>();
    const viewport = {
      height: 844,
      offsetTop: 0,
      scale: 1,
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    const win = { visualViewport: viewport, document } as unknown as Window;
    Object.defineProperty(document.documentElement, 'clientHeight', {
      configurable: true,
      value: 844,
    });
    const stop = trackKeyboardInset(win);
    const root = document.documentElement.style;
    expect(root.getPropertyValue(KEYBOARD_INSET_VAR)).toBe('');
    viewport.height = 500;
    listeners.get('resize')?.();
    expect(root.getPropertyValue(KEYBOARD_INSET_VAR)).toBe('344px');
    viewport.offsetTop = 44;
    listeners.get('scroll')?.();
    expect(root.getPropertyValue(KEYBOARD_INSET_VAR)).toBe('300px');
    stop();
    expect(root.getPropertyValue(KEYBOARD_INSET_VAR)).toBe('');
    expect(listeners.size).toBe(0);
  });
});
