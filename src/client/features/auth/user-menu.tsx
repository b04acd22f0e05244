// SPEC §2 user menu. Signed out: a "Log in / Register" button to /auth. Signed in: an avatar (the
// first two characters of the username, upper case) opening a menu with the username, "Settings"
// and "Logout" ("Logging out..." and disabled while pending); "Admin Dashboard" for admins and a
// "Premium Account" label (no navigation) for premium users.
import { lazy, Suspense } from 'react';
import { LogIn } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { hasCachedUser, useCurrentUser } from './current-user';

export { avatarInitials } from './avatar-initials';

const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

const placeholder = <div className="min-h-14" aria-hidden="true" />;

export function UserMenu() {
  const { user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();

  // While GET /api/user is on its way: a device with no cached user (a guest, most visitors) shows
  // "Log in / Register" at once, and the answer corrects it in the rare other case; a device with
  // a cached user waits for the answer, so an ended session never flashes an account menu.
  if (isPending && hasCachedUser()) return placeholder;

  if (!user) {
    return (
      <Button variant="ghost" block onClick={() => navigate('/auth')}>
        <LogIn aria-hidden="true" />
        Log in / Register
      </Button>
    );
  }

  return (
    <Suspense fallback={placeholder}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
