import { lazy, Suspense, useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { landingSections, type LandingSectionId } from '../../config/landing-sections';
import { paths } from '../../config/paths';
import { usePrerendering } from '../../lib/prerendering';
import { useAppSelector } from '../../stores/hooks';
import { selectCurrentUserId } from '../../stores/user-slice';
import { BrandLogo } from '../ui/brand-logo';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { LinkButton } from '../ui/link-button';
import { CartLink } from './cart-link';
import { LanguageSwitcher } from './language-switcher';
import { SectionLink } from './section-link';

// The menu pulls in Radix; guests never need it, so it loads only for signed-in users.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

const navLinkClass =
  'rounded-[2px] px-3 py-2 text-sm font-semibold text-ink-700 transition-colors hover:text-terracotta-700';

const userMenuPlaceholder = <span className="size-11" aria-hidden="true" />;
const explore = (
  <LinkButton to={paths.signIn} variant="ink" size="sm" className="ml-1">
    <Trans>Explore</Trans>
  </LinkButton>
);

/** The sections' names in the navigation (config/landing-sections.ts keeps the English ones). */
export const sectionLabels: Record<LandingSectionId, MessageDescriptor> = {
  home: msg`Home`,
  about: msg`About`,
  'ai-wall-generator': msg`AI Wall Generator`,
  services: msg`Services`,
  portfolio: msg`Portfolio`,
  contact: msg`Contact`,
};

/** docs/product/site.md#site-header: section navigation, cart badge, user menu or Explore. */
export function SiteHeader() {
  const { t, i18n } = useLingui();
  const signedIn = useAppSelector(selectCurrentUserId) !== null;
  const prerendering = usePrerendering();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-ink-900/10 bg-paper-100/92 backdrop-blur-md">
      <div className="mx-auto flex h-18 w-full max-w-7xl items-center gap-4 px-5 sm:px-8">
        <Link to={paths.home} onClick={closeMenu} className="-ml-1 rounded-[2px] p-1" aria-label={t`WallArt Studio, home`}>
          <BrandLogo />
        </Link>

        <nav aria-label={t`Main`} className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {landingSections.map((section) => (
              <li key={section.id}>
                <SectionLink section={section.id} className={navLinkClass}>
                  {i18n._(sectionLabels[section.id])}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1.5 lg:ml-4">
          <LanguageSwitcher className="hidden lg:inline-flex" />
          <CartLink onNavigate={closeMenu} />
          {prerendering ? (
            // Built before anyone visits: both variants, each shown by CSS once src/main.tsx has read
            // the stored session (styles.css, [data-when-session]); neither before that.
            <>
              <span data-when-session="user" className="size-11" aria-hidden="true" />
              <span data-when-session="guest" className="contents">
                {explore}
              </span>
            </>
          ) : signedIn ? (
            <Suspense fallback={userMenuPlaceholder}>
              <UserMenu />
            </Suspense>
          ) : (
            explore
          )}
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-900/[0.06] lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-navigation"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <nav
        id="mobile-navigation"
        aria-label={t`Main`}
        hidden={!menuOpen}
        className="border-t border-ink-900/10 bg-paper-100 lg:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-5 py-3 sm:px-8">
          {landingSections.map((section) => (
            <li key={section.id}>
              <SectionLink
                section={section.id}
                onClick={closeMenu}
                className="flex items-center justify-between border-b border-ink-900/[0.07] py-3.5 font-display text-xl text-ink-900 hover:text-terracotta-700"
              >
                {i18n._(sectionLabels[section.id])}
              </SectionLink>
            </li>
          ))}
          <li className="py-3.5">
            <LanguageSwitcher />
          </li>
        </ul>
      </nav>
    </header>
  );
}
