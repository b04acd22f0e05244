// A modal dialog (radix-ui): focus kept inside, Escape and the overlay close it, its title and
// description announced. Sized for a phone, scrolling inside when the content is long. Opened by
// code rather than by a Radix trigger, so it returns the focus itself when it closes: to the
// element that had it when it opened, or the screen's heading if that is gone (issue 21).
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import { cn } from './cn';
import { returnFocus } from './focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read with the title; shown under it. */
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Focused when the dialog opens (default: its first control). Give a confirmation the safe choice. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  initialFocus,
}: DialogProps) {
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="animate-fade-in fixed inset-0 z-40 bg-canvas/85 backdrop-blur-sm" />
        <DialogPrimitive.Content
          className={cn(
            'animate-fade-in fixed inset-x-3 top-1/2 z-40 mx-auto flex max-h-[calc(100dvh-1.5rem)] w-auto max-w-md',
            '-translate-y-1/2 flex-col overflow-y-auto rounded-3xl border border-line bg-surface p-5 shadow-glow',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
        >
          <DialogPrimitive.Title className="font-display text-2xl font-extrabold">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-1 text-fg-muted">
              {description}
            </DialogPrimitive.Description>
          )}
          <div className="mt-4 flex flex-col gap-3">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
