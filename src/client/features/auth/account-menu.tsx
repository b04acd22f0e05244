// The signed-in half of the SPEC §2 user menu, loaded only when someone is signed in: the dropdown
// (radix + floating-ui) is kept out of the home screen's first load.
import { ChevronDown, Crown, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { Avatar, DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import { cn } from '../../components/ui/cn';
import { avatarInitials } from './avatar-initials';
import type { User } from '../../../shared/api/user';
import { useLogout } from './use-auth';

const itemClasses = cn(
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 font-semibold text-fg outline-none select-none',
  'data-[highlighted]:bg-surface-raised data-[disabled]:cursor-default data-[disabled]:opacity-60',
  '[&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-fg-muted',
);

export function AccountMenu({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const logout = useLogout();
  const loggingOut = logout.isPending;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'mx-auto flex min-h-14 max-w-full items-center gap-3 rounded-2xl border border-line bg-surface/85 py-2 pr-4 pl-2',
          'transition-colors hover:bg-surface-raised data-[state=open]:bg-surface-raised',
        )}
      >
        <Avatar.Root className="grid size-10 shrink-0 place-items-center rounded-full bg-linear-to-br from-primary to-violet">
          <Avatar.Fallback aria-hidden="true" className="text-sm font-bold text-on-primary">
            {avatarInitials(user.username)}
          </Avatar.Fallback>
        </Avatar.Root>
        <span className="truncate font-semibold">{user.username}</span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      </DropdownMenu.Trigger>

      {/* No portal: the menu stays inside the page's landmarks (the home screen's account area). */}
      <DropdownMenu.Content
        align="center"
        side="top"
        sideOffset={8}
        collisionPadding={12}
        className="z-40 w-64 max-w-[calc(100vw-24px)] rounded-2xl border border-line bg-surface p-2 shadow-glow"
      >
        <DropdownMenu.Label className="px-3 pt-2 pb-3">
          <span className="block truncate font-bold text-fg">{user.username}</span>
          {user.email && <span className="block truncate text-sm text-fg-muted">{user.email}</span>}
        </DropdownMenu.Label>
        {user.isPremium && (
          <DropdownMenu.Label className="mx-1 mb-2 flex items-center gap-2 rounded-xl bg-primary/15 px-3 py-2 text-sm font-semibold text-primary-strong">
            <Crown aria-hidden="true" className="size-4" />
            Premium Account
          </DropdownMenu.Label>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/settings')}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenu.Item>
        {user.isAdmin && (
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/admin')}>
            <LayoutDashboard aria-hidden="true" />
            Admin Dashboard
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item
          className={itemClasses}
          disabled={loggingOut}
          onSelect={(event) => {
            // Keep the menu open so "Logging out..." shows until the server answers.
            event.preventDefault();
            if (!loggingOut) logout.mutate();
          }}
        >
          <LogOut aria-hidden="true" />
          {loggingOut ? 'Logging out...' : 'Logout'}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
