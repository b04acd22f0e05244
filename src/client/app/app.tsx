// The whole client: top-level fallback ▸ providers ▸ crash screen ▸ lazily loaded routes, and the
// cookie banner over every screen.
// The router's location comes from the surrounding <Router> (the browser by default; tests wrap
// the app in a memory location).
import { Suspense, useEffect } from 'react';
import { Spinner } from '../components/ui/spinner';
import { CrashScreen } from '../features/errors/crash-screen';
import { CookieBanner } from '../features/legal/cookie-banner';
import { trackKeyboardInset } from '../lib/keyboard-inset';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { TopLevelFallback } from './top-level-fallback';

export function App() {
  // Pinned actions and toasts stay above the on-screen keyboard (issue 16).
  useEffect(() => trackKeyboardInset(), []);
  return (
    <ErrorBoundary fallback={<TopLevelFallback />}>
      <AppProviders>
        <ErrorBoundary fallback={<CrashScreen />}>
          <Suspense fallback={<Spinner />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
        {/* SPEC §2: on every screen until a choice is stored; its own failure hides only itself. */}
        <ErrorBoundary fallback={null}>
          <CookieBanner />
        </ErrorBoundary>
      </AppProviders>
    </ErrorBoundary>
  );
}
