import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSignOut } from '../../hooks/use-sign-out';
import { useAppSelector } from '../../stores/hooks';
import { selectCurrentUser, selectIsAdmin } from '../../stores/user-slice';
import { ChevronDownIcon, GridIcon, SignOutIcon, UserIcon } from '../ui/icons';
import { UserAvatar } from '../ui/user-avatar';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-[2px] px-3 py-2.5 text-sm font-medium text-ink-800 outline-none select-none ' +
  'data-highlighted:bg-paper-200 data-highlighted:text-ink-950';

/** docs/product/site.md#site-header: Profile, Admin Dashboard (admins only) and Sign Out. */
export function UserMenu() {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const signOut = useSignOut();
  const { t } = useLingui();
  if (!user) return null;
  const { name } = user;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t`Account menu for ${name}`}
        className="group inline-flex h-11 items-center gap-2 rounded-full py-1 pr-2.5 pl-1 text-ink-900 transition-colors hover:bg-ink-900/[0.06] data-[state=open]:bg-ink-900/[0.06]"
      >
        <UserAvatar name={user.name} picture={user.profilePicture} />
        <span className="hidden max-w-[9rem] truncate text-sm font-semibold xl:inline">{user.name}</span>
        <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-[3px] border border-paper-300 bg-paper-50 p-1.5 shadow-frame"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block truncate text-sm font-semibold text-ink-900">{user.name}</span>
            <span className="block truncate text-xs text-ink-600">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-paper-300" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.dashboardProfile}>
              <UserIcon className="size-4.5" /> <Trans>Profile</Trans>
            </Link>
          </DropdownMenu.Item>
          {isAdmin && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.admin}>
                <GridIcon className="size-4.5" /> <Trans>Admin Dashboard</Trans>
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="mx-1 my-1 h-px bg-paper-300" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <SignOutIcon className="size-4.5" /> <Trans>Sign Out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
