// SPEC §9 end-game celebration: confetti bursts, canvas-confetti loaded only when needed, drawn on
// a canvas of our own that assistive technology ignores. prefers-reduced-motion turns it off (the
// caller checks; canvas-confetti checks again).

let canvas: HTMLCanvasElement | null = null;

function confettiCanvas(): HTMLCanvasElement {
  if (canvas?.isConnected) return canvas;
  canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.confetti = '';
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    // Over the end screen (and the cookie sheet, z-[35], by coming later), but under dialogs and
    // toasts (z-40, z-50): it fell over the share dialog at 60 (issue 21, item 14).
    zIndex: '35',
  });
  document.body.appendChild(canvas);
  return canvas;
}

export async function fireConfetti(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const fire = confetti.create(confettiCanvas(), { resize: true, disableForReducedMotion: true });
  const colors = ['#ff4fa3', '#a45cff', '#3ee8ff', '#4ee59a', '#ffffff'];
  void fire({ colors, particleCount: 120, spread: 80, origin: { y: 0.6 } });
  setTimeout(() => {
    void fire({ colors, particleCount: 60, angle: 60, spread: 60, origin: { x: 0, y: 0.7 } });
    void fire({ colors, particleCount: 60, angle: 120, spread: 60, origin: { x: 1, y: 0.7 } });
  }, 350);
}

/** Removes the confetti canvas (leaving the end screen). */
export function clearConfetti(): void {
  canvas?.remove();
  canvas = null;
}
