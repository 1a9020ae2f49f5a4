import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LandingSectionId } from '../../config/landing-sections';
import { BrandLogo } from '../ui/brand-logo';
import { WhenApiClientReady } from '../ui/api-client-ready';
import { buttonClasses } from '../ui/button-styles';
import { Container } from '../ui/container';
import { NewsletterForm } from '../ui/newsletter-form';
import { ArrowRightIcon, FacebookIcon, InstagramIcon, XLogoIcon } from '../ui/icons';
import { LanguageSwitcher } from './language-switcher';
import { SectionLink } from './section-link';

// docs/product/landing.md#footer: the link columns are placeholders; until their pages exist they lead to the
// landing section that covers the topic.
const aboutLinks: Array<{ label: MessageDescriptor; section: LandingSectionId }> = [
  { label: msg`About Us`, section: 'about' },
  { label: msg`Our Process`, section: 'services' },
  { label: msg`Design Gallery`, section: 'portfolio' },
  { label: msg`Partners`, section: 'contact' },
];
const supportLinks: Array<{ label: MessageDescriptor; section: LandingSectionId }> = [
  { label: msg`Contact`, section: 'contact' },
  { label: msg`FAQ`, section: 'contact' },
  { label: msg`Installation Guide`, section: 'services' },
  { label: msg`Privacy Policy`, section: 'contact' },
];
const socials = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Twitter', Icon: XLogoIcon },
  { label: 'Instagram', Icon: InstagramIcon },
];

const columnHeading = 'eyebrow mb-4 font-sans text-brass-300';
const footerLink = 'text-sm text-paper-200 transition-colors hover:text-paper-50 hover:underline underline-offset-4';

/** The footer's content (docs/product/landing.md#footer); site-footer.tsx loads it when it nears the viewport. */
export default function SiteFooterBody() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <>
      <ContactBanner />
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.5fr]">
        <div>
          <BrandLogo tone="paper" />
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-paper-200">
            <Trans>
              A city studio that designs, prints and hand-paints wall art, from a single statement piece to a whole
              building’s murals.
            </Trans>
          </p>
          <ul className="mt-6 flex gap-2" aria-label={t`Social media`}>
            {socials.map(({ label, Icon }) => (
              <li key={label}>
                {/* docs/product/landing.md#footer: placeholder social links; the studio's accounts are not set yet. */}
                <a
                  href="#"
                  aria-label={t`WallArt Studio on ${label}`}
                  className="flex size-10 items-center justify-center rounded-full border border-paper-50/20 text-paper-100 transition-colors hover:border-brass-300 hover:text-brass-200"
                >
                  <Icon className="size-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={t`About`} links={aboutLinks} />
        <LinkColumn title={t`Support`} links={supportLinks} />
        <div>
          <h2 className={columnHeading}>
            <Trans>Get Updates</Trans>
          </h2>
          <p className="mb-4 text-sm leading-relaxed text-paper-200">
            <Trans>New collections, studio stories and mural ideas, once a month.</Trans>
          </p>
          <WhenApiClientReady fallback={<div className="h-16" aria-hidden="true" />}>
            <NewsletterForm />
          </WhenApiClientReady>
        </div>
      </Container>
      <div className="border-t border-paper-50/10">
        <Container className="flex flex-col gap-2 py-6 text-xs text-ink-300 sm:flex-row sm:justify-between">
          <p>
            <Trans>© {year} WallArt Studio. All rights reserved.</Trans>
          </p>
          <LanguageSwitcher tone="paper" />
          <p>
            <Trans>Printed & painted by hand, designed with you.</Trans>
          </p>
        </Container>
      </div>
    </>
  );
}

function ContactBanner() {
  return (
    <div className="relative overflow-hidden bg-terracotta-600 text-paper-50">
      <svg aria-hidden="true" viewBox="0 0 400 200" className="absolute -right-10 -bottom-16 h-64 opacity-25" focusable="false">
        <path d="M40 200V110a80 80 0 0 1 160 0v90z" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M220 200V90a70 70 0 0 1 140 0v110z" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <Container className="relative flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 className="text-3xl font-medium sm:text-4xl">
            <Trans>Let Us Transform Your Walls</Trans>
          </h2>
          <p className="mt-3 leading-relaxed text-paper-100">
            <Trans>
              Book a free consultation: a designer visits, measures your space and sketches ideas with you — no
              obligation.
            </Trans>
          </p>
        </div>
        <SectionLink section="contact" className={buttonClasses('outline-light', 'lg', 'shrink-0 self-start md:self-auto')}>
          <Trans>Contact Us</Trans> <ArrowRightIcon className="size-4.5" />
        </SectionLink>
      </Container>
    </div>
  );
}

function LinkColumn({ title, links }: { title: string; links: Array<{ label: MessageDescriptor; section: LandingSectionId }> }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={title}>
      <h2 className={columnHeading}>{title}</h2>
      <ul className="space-y-3">
        {links.map((link) => (
          <li key={link.label.id}>
            <SectionLink section={link.section} className={footerLink}>
              {i18n._(link.label)}
            </SectionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
