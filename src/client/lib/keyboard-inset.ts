// How much of the page the on-screen keyboard covers, as --keyboard-inset on <html>, so a screen's
// pinned actions stay above it (issue 16). Chromium and Firefox on Android resize the page for the
// keyboard (index.html asks for interactive-widget=resizes-content), and the inset stays 0 there;
// Safari on iOS only shrinks the visual viewport, which this measures.

export const KEYBOARD_INSET_VAR = '--keyboard-inset';

export interface VisualViewportLike {
  height: number;
  offsetTop: number;
  scale: number;
}

/** The layout viewport's bottom strip hidden below the visual viewport, in CSS px. */
export function keyboardInset(layoutHeight: number, viewport: VisualViewportLike): number {
  // A pinch zoom shrinks the visual viewport too, and is not a keyboard.
  if (Math.abs(viewport.scale - 1) > 0.01) return 0;
  return Math.max(0, Math.round(layoutHeight - viewport.height - viewport.offsetTop));
}

/** Keeps --keyboard-inset current; returns the function that stops. */
export function trackKeyboardInset(win: Window = window): () => void {
  const viewport = win.visualViewport;
  if (!viewport) return () => {};
  const root = win.document.documentElement;
  const update = () => {
    const inset = keyboardInset(root.clientHeight, viewport);
    if (inset > 0) root.style.setProperty(KEYBOARD_INSET_VAR, `${inset}px`);
    else root.style.removeProperty(KEYBOARD_INSET_VAR);
  };
  update();
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  return () => {
    viewport.removeEventListener('resize', update);
    viewport.removeEventListener('scroll', update);
    root.style.removeProperty(KEYBOARD_INSET_VAR);
  };
}
