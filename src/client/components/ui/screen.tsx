// The page layout of every screen: one <main>, centred column sized for a phone, 0.5 s fade-in, and
// the screen's main action pinned at the bottom within the thumb's reach (issue 16).
import { useEffect, type ReactNode } from 'react';
import { cn } from './cn';
import { useHeightVar } from './use-height-var';

/** The pinned action bar's height, for the toasts that sit just above it. */
export const ACTION_BAR_HEIGHT_VAR = '--action-bar-height';

export interface ScreenProps {
  /** Shown in the browser tab as "<title> · Fakeout"; the bare name when omitted. */
  title?: string;
  /** Vertically centres the content (short screens such as home or errors). */
  centered?: boolean;
  className?: string;
  /**
   * The screen's main action: pinned to the bottom of the screen while the page scrolls, above
   * the cookie banner, the home indicator and the on-screen keyboard.
   */
  actions?: ReactNode;
  children: ReactNode;
}

export function Screen({ title, centered = false, className, actions, children }: ScreenProps) {
  useEffect(() => {
    document.title = title ? `${title} · Fakeout` : 'Fakeout';
  }, [title]);
  return (
    <main
      className={cn(
        // The cookie banner (features/legal) sets --cookie-banner-height while it is shown, so the
        // bottom buttons of a screen stay above it rather than under it.
        'animate-fade-in mx-auto flex min-h-[calc(100dvh-var(--cookie-banner-height,0px))] w-full max-w-md flex-col px-5',
        'pt-[max(2rem,env(safe-area-inset-top))]',
        !actions && 'pb-[max(2rem,env(safe-area-inset-bottom))]',
        centered && 'justify-center',
        className,
      )}
    >
      {children}
      {actions && <ActionBar>{actions}</ActionBar>}
    </main>
  );
}

function ActionBar({ children }: { children: ReactNode }) {
  const bar = useHeightVar<HTMLDivElement>(ACTION_BAR_HEIGHT_VAR);
  return (
    <div
      ref={bar}
      data-action-bar
      className={cn(
        'sticky bottom-[calc(var(--cookie-banner-height,0px)+var(--keyboard-inset,0px))] z-20',
        '-mx-5 mt-auto flex flex-col gap-3 px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]',
        // Content scrolling underneath fades out rather than ending at a hard edge.
        'bg-linear-to-t from-canvas from-75% to-canvas/0',
      )}
    >
      {children}
    </div>
  );
}
