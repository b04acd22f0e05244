// SPEC §2 routes. Each screen is its own chunk, loaded when first visited.
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { GAME_ROUTES } from '../features/game/game-routes';

const HomeScreen = lazy(() =>
  import('../features/home/home-screen').then((m) => ({ default: m.HomeScreen })),
);
const PrivacyScreen = lazy(() =>
  import('../features/legal/privacy-screen').then((m) => ({ default: m.PrivacyScreen })),
);
const TermsScreen = lazy(() =>
  import('../features/legal/terms-screen').then((m) => ({ default: m.TermsScreen })),
);
const CookieSettingsScreen = lazy(() =>
  import('../features/legal/cookie-settings-screen').then((m) => ({
    default: m.CookieSettingsScreen,
  })),
);
const LogoScreen = lazy(() =>
  import('../features/legal/logo-screen').then((m) => ({ default: m.LogoScreen })),
);
const AuthScreen = lazy(() =>
  import('../features/auth/auth-screen').then((m) => ({ default: m.AuthScreen })),
);
const ForgotPasswordScreen = lazy(() =>
  import('../features/auth/forgot-password-screen').then((m) => ({
    default: m.ForgotPasswordScreen,
  })),
);
const AdminScreen = lazy(() =>
  import('../features/admin/admin-screen').then((m) => ({ default: m.AdminScreen })),
);

/** SPEC §2: /admin loads on demand and shows "Loading admin dashboard..." while it loads. */
function AdminRoute() {
  return (
    <Suspense fallback={<Spinner label="Loading admin dashboard..." />}>
      <AdminScreen />
    </Suspense>
  );
}
const NotFoundScreen = lazy(() =>
  import('../features/errors/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);

/** A new screen starts at its top, like a new page. */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Switch>
        <Route path="/" component={HomeScreen} />
        {GAME_ROUTES.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route path="/auth" component={AuthScreen} />
        <Route path="/forgot-password" component={ForgotPasswordScreen} />
        <Route path="/privacy" component={PrivacyScreen} />
        <Route path="/terms" component={TermsScreen} />
        <Route path="/cookie-settings" component={CookieSettingsScreen} />
        <Route path="/logo" component={LogoScreen} />
        <Route path="/admin" component={AdminRoute} />
        <Route component={NotFoundScreen} />
      </Switch>
    </>
  );
}
