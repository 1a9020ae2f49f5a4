import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { BrandLogo } from '../ui/brand-logo';
import { GalleryArt } from '../ui/gallery-art';
import { LanguageSwitcher } from './language-switcher';

/**
 * The frame of the screens that hide the site header and footer (sign-in, sign-up, password
 * recovery; docs/product/site.md#layout-rules): a framed artwork beside a single column of content.
 */
export function FocusLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="relative hidden overflow-hidden bg-ink-900 lg:block">
        <div className="absolute inset-12 border border-brass-400/60 p-3">
          <GalleryArt className="size-full" />
        </div>
        <p className="absolute right-12 bottom-5 left-12 text-xs tracking-[0.18em] text-paper-200 uppercase">
          <Trans>“Arches at Dusk” · studio sketch</Trans>
        </p>
      </div>
      <div className="flex flex-col px-5 py-6 sm:px-12 sm:py-8">
        <div className="flex items-center justify-between gap-4">
          <Link to={paths.home} className="rounded-[2px] p-1" aria-label={t`WallArt Studio, home`}>
            <BrandLogo />
          </Link>
          <LanguageSwitcher />
        </div>
        {/* Centred from the small breakpoint up; on a phone it starts under the logo, so a line that
            re-wraps when the web fonts arrive does not move the whole form (CLS 0.1–0.15 on /sign-up). */}
        <div className="mx-auto w-full max-w-md py-12 sm:my-auto">{children}</div>
      </div>
    </div>
  );
}
