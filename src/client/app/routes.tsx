// SPEC §2 routes. Each screen is its own chunk, loaded when first visited.
import { lazy, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';

const HomeScreen = lazy(() =>
  import('../features/home/home-screen').then((m) => ({ default: m.HomeScreen })),
);
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
        <Route component={NotFoundScreen} />
      </Switch>
    </>
  );
}
