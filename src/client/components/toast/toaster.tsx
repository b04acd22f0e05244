// The one place toasts appear. Announced to screen readers: politely, or at once for errors.
// They sit at the bottom, just above the screen's pinned action, the cookie banner and the
// keyboard: the heading and the main action stay in sight (issue 16). Opaque from the first frame:
// they slide in rather than fade, so what they cover never shows through (issue 21).
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { X } from 'lucide-react';
import { useLocation } from 'wouter';
import { cn } from '../ui/cn';
import {
  currentToast,
  dismissToast,
  screenShown,
  subscribeToToasts,
  type ToastVariant,
} from './toast-store';

const looks: Record<ToastVariant, string> = {
  default: 'border-line bg-surface-raised',
  success: 'border-success/60 bg-surface-raised',
  destructive: 'border-danger bg-[#3a1430]',
};

export function Toaster() {
  const shown = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  const [location] = useLocation();
  // A layout effect: it runs before the new screen's own effects, which may raise its first toast.
  useLayoutEffect(() => screenShown(location), [location]);
  const urgent = shown?.variant === 'destructive';
  return (
    <>
      {/* Two live regions that always exist, so screen readers notice what appears in them. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {shown && !urgent ? `${shown.title}. ${shown.description ?? ''}` : ''}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="sr-only">
        {shown && urgent ? `${shown.title}. ${shown.description ?? ''}` : ''}
      </div>
      {shown && (
        <div className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--action-bar-height,0px)+var(--cookie-banner-height,0px)+var(--keyboard-inset,0px))] z-50 flex justify-center p-3">
          <div
            key={shown.id}
            data-testid="toast"
            data-variant={shown.variant}
            className={cn(
              'pointer-events-auto flex w-full max-w-md animate-rise items-start gap-3 rounded-2xl border p-4 shadow-lg',
              looks[shown.variant],
            )}
          >
            <div className="min-w-0 flex-1" aria-hidden="true">
              <p className="font-semibold">{shown.title}</p>
              {shown.description && (
                <p className="mt-0.5 text-sm text-fg-muted">{shown.description}</p>
              )}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(shown.id)}
              className="-m-2 grid size-11 shrink-0 place-items-center rounded-full text-fg-muted hover:text-fg"
              aria-label="Dismiss notification"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      )}
    </>
  );
}
