import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { CalendarIcon, ChevronDownIcon, CloseIcon, GridIcon, HomeIcon, MenuIcon, PackageIcon, ReceiptIcon, SignOutIcon, UsersIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { paths } from '../../../config/paths';
import { useSignOut } from '../../../hooks/use-sign-out';
import { cn } from '../../../lib/cn';
import { usePrerendering } from '../../../lib/prerendering';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser } from '../../../stores/user-slice';

/** docs/product/admin.md#admin-layout sidebar. */
const sections: { to: string; label: MessageDescriptor; Icon: typeof GridIcon; end: boolean }[] = [
  { to: paths.admin, label: msg`Dashboard`, Icon: GridIcon, end: true },
  { to: paths.adminUsers, label: msg`Users`, Icon: UsersIcon, end: false },
  { to: paths.adminOrders, label: msg`Orders`, Icon: ReceiptIcon, end: false },
  { to: paths.adminPackages, label: msg`Packages`, Icon: PackageIcon, end: false },
  // Ours (issue 19): the consultations booked on subscriptions.
  { to: paths.adminConsultations, label: msg`Consultations`, Icon: CalendarIcon, end: false },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-[3px] px-3 py-2.5 text-sm font-semibold transition-colors',
    isActive ? 'bg-paper-50 text-ink-900' : 'text-paper-200 hover:bg-paper-50/10 hover:text-paper-50',
  );

const menuItem =
  'flex cursor-pointer items-center gap-3 rounded-[2px] px-3 py-2.5 text-sm font-medium text-ink-800 outline-none select-none data-highlighted:bg-paper-200';

/** docs/product/admin.md#admin-layout: a sidebar, a profile menu with Home Page and Sign Out, and a mobile menu toggle. */
export function AdminLayout() {
  const { t, i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useAppSelector(selectCurrentUser);
  const menuName = user?.name;
  const signOut = useSignOut();
  // The built page (decision 060) is for signed-in visitors: hidden once main.tsx has found a guest (styles.css).
  const prerendering = usePrerendering();

  return (
    <div className="flex min-h-dvh bg-paper-100" data-unless-session={prerendering ? 'guest' : undefined}>
      <div
        id="admin-sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-40 w-64 flex-col bg-ink-900 text-paper-50 lg:sticky lg:top-0 lg:flex lg:h-dvh',
          menuOpen ? 'flex' : 'hidden',
        )}
      >
        <div className="flex items-center justify-between px-5 py-6">
          <Link to={paths.home} className="rounded-[2px] p-1" aria-label={t`WallArt Studio, home`}>
            <BrandLogo tone="paper" />
          </Link>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-paper-50 hover:bg-paper-50/10 lg:hidden"
            aria-label={t`Close menu`}
            onClick={() => setMenuOpen(false)}
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <p className="eyebrow px-8 pb-3 text-brass-300">
          <Trans>Administration</Trans>
        </p>
        <nav aria-label={t({ message: 'Admin', context: 'area' })} className="flex-1 px-3">
          <ul className="space-y-1">
            {sections.map(({ to, label, Icon, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={linkClass} onClick={() => setMenuOpen(false)}>
                  <Icon className="size-4.5" /> {i18n._(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="px-6 pt-4 pb-6">
          <LanguageSwitcher tone="paper" />
        </div>
      </div>
      {menuOpen && <div aria-hidden="true" className="fixed inset-0 z-30 bg-ink-950/50 lg:hidden" onClick={() => setMenuOpen(false)} />}

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-paper-300 bg-paper-100/95 px-4 backdrop-blur sm:px-8">
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-900 hover:bg-ink-900/[0.06] lg:hidden"
            aria-label={t`Open menu`}
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon className="size-6" />
          </button>
          <p className="eyebrow text-ink-600">
            <span className="hidden sm:inline">WallArt Studio </span>
            <Trans context="area">Admin</Trans>
          </p>
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger
              aria-label={menuName !== undefined ? t`Profile menu for ${menuName}` : t`Profile menu for admin`}
              className="ml-auto inline-flex h-11 items-center gap-2 rounded-full py-1 pr-2.5 pl-1 hover:bg-ink-900/[0.06]"
            >
              <UserAvatar name={user?.name ?? 'Admin'} picture={user?.profilePicture} />
              <ChevronDownIcon className="size-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-48 rounded-[3px] border border-paper-300 bg-paper-50 p-1.5 shadow-frame">
                <DropdownMenu.Item asChild className={menuItem}>
                  <Link to={paths.home}>
                    <HomeIcon className="size-4.5" /> <Trans>Home Page</Trans>
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item className={menuItem} onSelect={() => void signOut()}>
                  <SignOutIcon className="size-4.5" /> <Trans>Sign Out</Trans>
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
        <Outlet />
      </div>
    </div>
  );
}
