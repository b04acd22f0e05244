// The page layout of every screen: one <main>, centred column sized for a phone, 0.5 s fade-in.
import { useEffect, type ReactNode } from 'react';
import { cn } from './cn';

export interface ScreenProps {
  /** Shown in the browser tab as "<title> · Fakeout"; the bare name when omitted. */
  title?: string;
  /** Vertically centres the content (short screens such as home or errors). */
  centered?: boolean;
  className?: string;
  children: ReactNode;
}

export function Screen({ title, centered = false, className, children }: ScreenProps) {
  useEffect(() => {
    document.title = title ? `${title} · Fakeout` : 'Fakeout';
  }, [title]);
  return (
    <main
      className={cn(
        // The cookie banner (features/legal) sets --cookie-banner-height while it is shown, so the
        // bottom buttons of a screen stay above it rather than under it.
        'animate-fade-in mx-auto flex min-h-[calc(100dvh-var(--cookie-banner-height,0px))] w-full max-w-md flex-col px-5',
        'pt-[max(2rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))]',
        centered && 'justify-center',
        className,
      )}
    >
      {children}
    </main>
  );
}
