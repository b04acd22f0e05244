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
    zIndex: '60',
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
