// SPEC §2 routes. Each screen but the home screen is its own chunk. Once a screen is painted and the
// browser is idle, the chunks of the screens a player can go to from it are fetched, so the next
// screen appears at once (issue 16) without competing with the first one (issue 22).
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { preloadable, type Preloadable } from '../components/preloadable';
import { Spinner } from '../components/ui/spinner';
import { GAME_SCREENS } from '../features/game/game-routes';
import { HomeScreen } from '../features/home/home-screen';
import { whenIdleOrIntent } from '../lib/idle';

/** The game's screens and the two a player may open during a game: fetched together. */
const IN_GAME_SCREENS = {
  ...GAME_SCREENS,
  '/how-to-play': preloadable(() =>
    import('../features/how-to-play/how-to-play-screen').then((m) => m.HowToPlayScreen),
  ),
  '/settings': preloadable(() =>
    import('../features/settings/settings-screen').then((m) => m.SettingsScreen),
  ),
} satisfies Record<string, Preloadable>;

const SCREENS = {
  // The first screen of almost every visit is part of the first load: no second round trip for it.
  '/': { Component: HomeScreen, preload: () => Promise.resolve() },
  ...IN_GAME_SCREENS,
  '/auth': preloadable(() => import('../features/auth/auth-screen').then((m) => m.AuthScreen)),
  '/forgot-password': preloadable(() =>
    import('../features/auth/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
  ),
  '/privacy': preloadable(() =>
    import('../features/legal/privacy-screen').then((m) => m.PrivacyScreen),
  ),
  '/terms': preloadable(() => import('../features/legal/terms-screen').then((m) => m.TermsScreen)),
  '/cookie-settings': preloadable(() =>
    import('../features/legal/cookie-settings-screen').then((m) => m.CookieSettingsScreen),
  ),
  '/logo': preloadable(() => import('../features/legal/logo-screen').then((m) => m.LogoScreen)),
} satisfies Record<string, Preloadable>;

type ScreenPath = keyof typeof SCREENS;

const IN_GAME_PATHS = Object.keys(IN_GAME_SCREENS) as ScreenPath[];
const LEGAL_PATHS: ScreenPath[] = ['/privacy', '/terms', '/cookie-settings'];

/** Where a player can go from each screen (the admin dashboard is never fetched ahead). */
const NEXT_SCREENS: Partial<Record<string, ScreenPath[]>> = {
  '/': ['/player-setup', '/settings', '/how-to-play', '/auth', ...LEGAL_PATHS],
  '/player-setup': ['/game-settings', '/'],
  // A game in progress fetches every in-game screen: it goes on if the network drops.
  ...Object.fromEntries(IN_GAME_PATHS.map((path) => [path, [...IN_GAME_PATHS, '/']])),
  '/how-to-play': ['/'],
  '/settings': ['/'],
  '/auth': ['/', '/forgot-password', '/privacy', '/terms'],
  '/forgot-password': ['/auth', '/'],
  '/privacy': ['/', '/auth'],
  '/terms': ['/', '/auth'],
  '/cookie-settings': ['/', '/privacy'],
  '/logo': ['/'],
};

/** Whether the page has shown a screen yet (the first one of a page load is treated apart). */
let firstScreenShown = false;

/**
 * Fetches the next screens' chunks in idle time, or at the player's first touch or key (lib/idle.ts).
 * The first screen of a page load waits until it is painted and the main thread has been idle for a
 * second: nothing of another screen loads while it is still appearing (issue 22). Later screens
 * fetch theirs at the first idle moment after they are painted (within 1 s), as before (issue 16).
 */
function usePreloadNextScreens(path: string) {
  useEffect(() => {
    const next = NEXT_SCREENS[path] ?? ['/'];
    const first = !firstScreenShown;
    firstScreenShown = true;
    return whenIdleOrIntent(
      () => {
        for (const target of next) void SCREENS[target].preload();
      },
      first ? {} : { quietMs: 0, maxWaitMs: 1000 },
    );
  }, [path]);
}

const AdminScreen = preloadable(() =>
  import('../features/admin/admin-screen').then((m) => m.AdminScreen),
).Component;

/** SPEC §2: /admin loads on demand and shows "Loading admin dashboard..." while it loads. */
function AdminRoute() {
  return (
    <Suspense fallback={<Spinner label="Loading admin dashboard..." />}>
      <AdminScreen />
    </Suspense>
  );
}
const NotFoundScreen = preloadable(() =>
  import('../features/errors/not-found-screen').then((m) => m.NotFoundScreen),
).Component;

/** A new screen starts at its top, like a new page. */
function useScrollToTop(location: string) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}

export function AppRoutes() {
  const [location] = useLocation();
  useScrollToTop(location);
  usePreloadNextScreens(location);
  return (
    <Switch>
      {(Object.keys(SCREENS) as ScreenPath[]).map((path) => (
        <Route key={path} path={path} component={SCREENS[path].Component} />
      ))}
      <Route path="/admin" component={AdminRoute} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
