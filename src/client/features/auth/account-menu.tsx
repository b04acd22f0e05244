// The signed-in half of the SPEC §2 user menu, loaded only when someone is signed in: the avatar
// (the first two characters of the username, upper case) opening a menu with the username,
// "Settings" and "Logout"; "Admin Dashboard" for admins and a "Premium Account" label for premium
// users. The app's own menu button (components/ui/menu.tsx) and a logout without TanStack Query
// keep it a few kilobytes (issue 22).
import { ChevronDown, Crown, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { useLocation } from 'wouter';
import { cn } from '../../components/ui/cn';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../components/ui/menu';
import { avatarInitials } from './avatar-initials';
import type { User } from '../../../shared/api/user';
import { useLogout } from './use-logout';

const itemClasses = cn(
  'flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-xl px-3 text-left font-semibold text-fg outline-none select-none',
  'focus:bg-surface-raised aria-disabled:cursor-default aria-disabled:opacity-60',
  '[&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-fg-muted',
);

const separatorClasses = 'my-1 h-px bg-line';

export function AccountMenu({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const logout = useLogout();
  const loggingOut = logout.isPending;

  return (
    <Menu
      triggerClassName={cn(
        'mx-auto flex min-h-14 max-w-full items-center gap-3 rounded-2xl border border-line bg-surface/85 py-2 pr-4 pl-2',
        'transition-colors hover:bg-surface-raised data-[state=open]:bg-surface-raised',
      )}
      contentClassName="z-40 w-64 max-w-[calc(100vw-24px)] rounded-2xl border border-line bg-surface p-2 shadow-glow"
      trigger={
        <>
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-linear-to-br from-primary to-violet text-sm font-bold text-on-primary"
          >
            {avatarInitials(user.username)}
          </span>
          <span className="truncate font-semibold">{user.username}</span>
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
        </>
      }
    >
      <MenuLabel className="px-3 pt-2 pb-3">
        <span className="block truncate font-bold text-fg">{user.username}</span>
        {user.email && <span className="block truncate text-sm text-fg-muted">{user.email}</span>}
      </MenuLabel>
      {user.isPremium && (
        <MenuLabel className="mx-1 mb-2 flex items-center gap-2 rounded-xl bg-primary/15 px-3 py-2 text-sm font-semibold text-primary-strong">
          <Crown aria-hidden="true" className="size-4" />
          Premium Account
        </MenuLabel>
      )}
      <MenuSeparator className={separatorClasses} />
      <MenuItem className={itemClasses} onSelect={() => navigate('/settings')}>
        <Settings aria-hidden="true" />
        Settings
      </MenuItem>
      {user.isAdmin && (
        <MenuItem className={itemClasses} onSelect={() => navigate('/admin')}>
          <LayoutDashboard aria-hidden="true" />
          Admin Dashboard
        </MenuItem>
      )}
      <MenuSeparator className={separatorClasses} />
      <MenuItem
        className={itemClasses}
        disabled={loggingOut}
        onSelect={(event) => {
          // Keep the menu open so "Logging out..." shows until the server answers.
          event.preventDefault();
          logout.mutate();
        }}
      >
        <LogOut aria-hidden="true" />
        {loggingOut ? 'Logging out...' : 'Logout'}
      </MenuItem>
    </Menu>
  );
}
