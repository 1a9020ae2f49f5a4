import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ArrowLeftIcon, BagIcon, GridIcon, SignOutIcon, UserIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useSignOut } from '../../../hooks/use-sign-out';
import { cn } from '../../../lib/cn';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUserId } from '../../../stores/user-slice';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex shrink-0 items-center gap-3 rounded-[3px] px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors [&>svg]:shrink-0',
    isActive ? 'bg-ink-900 text-paper-50' : 'text-ink-700 hover:bg-paper-200 hover:text-ink-900',
  );

/**
 * docs/product/accounts.md#profile: the dashboard layout holds the account screens (/dashboard, /dashboard/profile) and
 * the cart (/cart), which guests may open too. The site header and footer are hidden here.
 */
export function DashboardLayout() {
  const { t } = useLingui();
  const signedIn = useAppSelector(selectCurrentUserId) !== null;
  const signOut = useSignOut();

  return (
    <div className="flex min-h-dvh flex-col bg-paper-100 lg:flex-row">
      <div className="border-b border-paper-300 bg-paper-50 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between px-5 py-4 lg:py-6">
          <Link to={paths.home} className="rounded-[2px] p-1" aria-label={t`WallArt Studio, home`}>
            <BrandLogo />
          </Link>
          <div className="flex items-center gap-1 lg:hidden">
            <Link to={paths.home} className="rounded-[3px] px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-paper-200">
              <Trans>Back to site</Trans>
            </Link>
            {signedIn && (
              <button
                type="button"
                aria-label={t`Sign Out`}
                onClick={() => void signOut()}
                className="inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-paper-200"
              >
                <SignOutIcon className="size-5" />
              </button>
            )}
          </div>
        </div>
        <nav aria-label={t`Account`} className="px-3 pb-3 lg:flex-1">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {signedIn && (
              <>
                <li>
                  <NavLink to={paths.dashboard} end className={linkClass}>
                    <GridIcon className="size-4.5" /> <Trans>Overview</Trans>
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.dashboardProfile} className={linkClass}>
                    <UserIcon className="size-4.5" /> <Trans>Profile</Trans>
                  </NavLink>
                </li>
              </>
            )}
            <li>
              <NavLink to={paths.cart} className={linkClass}>
                <BagIcon className="size-4.5" /> <Trans>Cart &amp; Orders</Trans>
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="px-5 pb-3 lg:hidden">
          <LanguageSwitcher />
        </div>
        <div className="hidden border-t border-paper-300 p-3 lg:block">
          <LanguageSwitcher className="mb-2 flex px-3" />
          <Link to={paths.home} className={linkClass({ isActive: false })}>
            <ArrowLeftIcon className="size-4.5" /> <Trans>Back to site</Trans>
          </Link>
          {signedIn ? (
            <button type="button" onClick={() => void signOut()} className={cn(linkClass({ isActive: false }), 'w-full')}>
              <SignOutIcon className="size-4.5" /> <Trans>Sign Out</Trans>
            </button>
          ) : (
            <Link to={paths.signIn} className={linkClass({ isActive: false })}>
              <UserIcon className="size-4.5" /> <Trans>Sign In</Trans>
            </Link>
          )}
        </div>
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
