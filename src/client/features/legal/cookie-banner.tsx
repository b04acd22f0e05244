// SPEC §2 cookie banner: shown on every screen until a consent choice is stored. A compact sheet at
// the bottom that screens make room for, so it never covers their buttons. Above the game's
// overlays (z-30), below dialogs and toasts (z-40, z-50).
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { inlineLinkClasses } from '../../components/ui/inline-link';
import { useHeightVar } from '../../components/ui/use-height-var';
import { ACCEPT_ALL, chooseConsent, NECESSARY_ONLY, useCookieConsent } from './consent-store';
import { COOKIE_SETTINGS_PATH, returnToState } from './return-to';

export const BANNER_HEIGHT_VAR = '--cookie-banner-height';

export function CookieBanner() {
  const consent = useCookieConsent();
  const [location, navigate] = useLocation();
  // The settings screen is the long form of this banner: showing both would be noise.
  const shown = consent === null && location !== COOKIE_SETTINGS_PATH;
  const sheet = useReservedSpace(shown);

  if (!shown) return null;
  return (
    <section
      ref={sheet}
      aria-labelledby="cookie-banner-title"
      className="animate-fade-in fixed inset-x-0 bottom-0 z-[35] mx-auto max-h-[50dvh] w-full max-w-md overflow-y-auto overscroll-contain rounded-t-3xl border border-b-0 border-line bg-surface/95 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-[0_-12px_40px_rgb(0_0_0/0.5)] backdrop-blur"
    >
      <h2 id="cookie-banner-title" className="font-display text-lg font-bold">
        Cookies on Fakeout
      </h2>
      <p className="mt-1 text-sm leading-snug text-fg-muted">
        Fakeout keeps what the game needs on this device. May we also count game starts (never your
        stories)?{' '}
        <Link href="/privacy" state={returnToState(location)} className={inlineLinkClasses}>
          Privacy Policy
        </Link>
      </p>
      <div className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2">
        <Button
          variant="secondary"
          className="min-h-12 px-2 text-sm leading-tight"
          onClick={() => chooseConsent(NECESSARY_ONLY)}
        >
          Necessary Only
        </Button>
        <Button
          variant="secondary"
          className="min-h-12 px-2 text-sm leading-tight"
          onClick={() => navigate(COOKIE_SETTINGS_PATH, { state: returnToState(location) })}
        >
          Cookie Settings
        </Button>
        <Button
          className="min-h-12 px-2 text-sm leading-tight"
          onClick={() => chooseConsent(ACCEPT_ALL)}
        >
          Accept All
        </Button>
      </div>
    </section>
  );
}

/**
 * While the sheet is shown, screens end above it: --cookie-banner-height shortens every Screen
 * (components/ui/screen.tsx), lifts its pinned actions and the toasts, and the same room is added
 * below the page, so longer pages scroll their end out from under it.
 */
function useReservedSpace(shown: boolean) {
  const sheet = useHeightVar<HTMLElement>(BANNER_HEIGHT_VAR, shown);
  useEffect(() => {
    if (!shown) return;
    document.body.style.paddingBottom = `var(${BANNER_HEIGHT_VAR})`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [shown]);
  return sheet;
}
