// Where the keyboard focus goes when the app takes away the element that held it (issue 21, item
// 10): a button that is disabled or replaced under the focus (Next Player, Submit Vote, Skip Timer),
// a step that gives way to the next, a dialog whose opener is gone. The browser drops the focus to
// <body>, and a keyboard or screen-reader user starts again from the top of the page. These helpers
// put it on the next sensible element instead: the new step's heading or the screen's main action.

/** The element that last had the focus, wherever it is now (for telling who took it away). */
let lastFocused: Element | null = null;
let tracking = false;

/** Starts following the focus (once; screens that rely on wasFocusTaken call it on mount). */
export function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  lastFocused = document.activeElement === document.body ? null : document.activeElement;
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  });
}

/** Whether `element` can hold the focus now: still in the page, enabled, not inert or hidden. */
export function canHoldFocus(element: Element | null | undefined): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element !== document.body &&
    element.isConnected &&
    !(element as HTMLButtonElement).disabled &&
    element.closest('[inert], [aria-hidden="true"]') === null
  );
}

/** The focus is nowhere useful: on <body>, or on an element that is gone, disabled or hidden. */
export function isFocusLost(): boolean {
  return !canHoldFocus(document.activeElement);
}

/**
 * Lost, and not by the player's own doing: the element that had it can no longer hold it (a player
 * who taps the background leaves a focusable element behind and keeps the focus where they put it).
 */
export function wasFocusTaken(): boolean {
  return isFocusLost() && !canHoldFocus(lastFocused);
}

/** Focuses `element` without scrolling; a heading is made focusable by script only. */
export function focusElement(element: HTMLElement): boolean {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) {
    element.tabIndex = -1;
  }
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

/** The screen's heading (<main>'s first h1) takes the focus. */
export function focusMainHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  return heading !== null && focusElement(heading);
}

/**
 * After a dialog closes: the focus goes back to `opener` (the element focused when it opened) if it
 * can still hold it, else to the screen's heading. Does nothing if something already took it.
 */
export function returnFocus(opener: Element | null): void {
  if (!isFocusLost()) return;
  if (canHoldFocus(opener) && focusElement(opener)) return;
  focusMainHeading();
}
