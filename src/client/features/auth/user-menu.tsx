// SPEC §2 user menu. Signed out: a "Log in / Register" button to /auth. Signed in (for now): the
// avatar initials and the username; the account menu comes with accounts.
import { LogIn } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { useCurrentUser } from './current-user';

/** SPEC §9: the avatar fallback is the first two characters of the username, upper case. */
export function avatarInitials(username: string): string {
  return username.slice(0, 2).toUpperCase();
}

export function UserMenu() {
  const { user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();

  if (isPending) return <div className="min-h-12" aria-hidden="true" />;

  if (!user) {
    return (
      <Button variant="ghost" block onClick={() => navigate('/auth')}>
        <LogIn aria-hidden="true" />
        Log in / Register
      </Button>
    );
  }

  return (
    <div className="flex min-h-12 items-center justify-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-full bg-linear-to-br from-primary to-violet text-sm font-bold text-on-primary"
      >
        {avatarInitials(user.username)}
      </span>
      <span className="font-semibold">{user.username}</span>
    </div>
  );
}
