// SPEC §8/§9 toasts: only one is visible at a time (a new one replaces it); the default duration is
// 3000 ms and a toast may carry its own. A tiny external store, read with useSyncExternalStore.

export const DEFAULT_TOAST_DURATION_MS = 3000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms (SPEC §9: 0.8 to 3 s in the product). */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

type Listener = () => void;

let current: Toast | null = null;
let nextId = 1;
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
  };
  current = shown;
  timer = setTimeout(() => dismissToast(shown.id), shown.duration);
  emit();
  return shown.id;
}

/** Hides the toast with this id (or whichever is shown, without an id). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  current = null;
  emit();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Toast | null {
  return current;
}
