// SPEC §8/§9 toasts: only one is visible at a time (a new one replaces it); the default duration is
// 3000 ms and a toast may carry its own. A tiny external store, read with useSyncExternalStore.
// A toast belongs to the screen it was raised on and is cleared when the player leaves it, unless
// it confirms the move that leaves it (`carry`): that one is shown on the next screen (issue 16).

export const DEFAULT_TOAST_DURATION_MS = 3000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms (SPEC §9: 0.8 to 3 s in the product). */
  duration?: number;
  /**
   * It confirms a move that goes to another screen ("Settings Saved Locally" and back home), so
   * it stays for the next screen; any later change of screen clears it.
   */
  carry?: boolean;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
  /** The screen (path) it belongs to. */
  screen: string;
}

type Listener = () => void;

let current: Toast | null = null;
let nextId = 1;
/** The screen being shown, as last reported by screenShown(). */
let shownScreen = '';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen; returns its id. */
export function toast(input: ToastInput): number {
  clearTimeout(timer);
  const shown: Toast = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? DEFAULT_TOAST_DURATION_MS,
    carry: input.carry ?? false,
    screen: shownScreen,
  };
  current = shown;
  timer = setTimeout(() => dismissToast(shown.id), shown.duration);
  emit();
  return shown.id;
}

/** An engine error (a rule a move broke) as the SPEC's destructive toast: its title and message. */
export function toastError(error: { title: string; message: string }): number {
  return toast({ title: error.title, description: error.message, variant: 'destructive' });
}

/** Hides the toast with this id (or whichever is shown, without an id). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  current = null;
  emit();
}

/** The app reports each screen it shows: a toast that belongs to an earlier screen goes. */
export function screenShown(path: string): void {
  shownScreen = path;
  if (!current || current.screen === path) return;
  if (current.carry) {
    // The move it confirmed has happened: from now on it belongs to this screen.
    current = { ...current, carry: false, screen: path };
    emit();
    return;
  }
  dismissToast();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Toast | null {
  return current;
}
