import type { LandingSectionId } from '../../config/landing-sections';
import { BrandLogo } from '../ui/brand-logo';
import { WhenApiClientReady } from '../ui/api-client-ready';
import { buttonClasses } from '../ui/button-styles';
import { Container } from '../ui/container';
import { NewsletterForm } from '../ui/newsletter-form';
import { ArrowRightIcon, FacebookIcon, InstagramIcon, XLogoIcon } from '../ui/icons';
import { SectionLink } from './section-link';

// docs/product/landing.md#footer: the link columns are placeholders; until their pages exist they lead to the
// landing section that covers the topic.
const aboutLinks: Array<{ label: string; section: LandingSectionId }> = [
  { label: 'About Us', section: 'about' },
  { label: 'Our Process', section: 'services' },
  { label: 'Design Gallery', section: 'portfolio' },
  { label: 'Partners', section: 'contact' },
];
const supportLinks: Array<{ label: string; section: LandingSectionId }> = [
  { label: 'Contact', section: 'contact' },
  { label: 'FAQ', section: 'contact' },
  { label: 'Installation Guide', section: 'services' },
  { label: 'Privacy Policy', section: 'contact' },
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
  const year = new Date().getFullYear();
  return (
    <>
      <ContactBanner />
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.5fr]">
        <div>
          <BrandLogo tone="paper" />
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-paper-200">
            A city studio that designs, prints and hand-paints wall art, from a single statement piece to a whole
            building&rsquo;s murals.
          </p>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {socials.map(({ label, Icon }) => (
              <li key={label}>
                {/* docs/product/landing.md#footer: placeholder social links; the studio's accounts are not set yet. */}
                <a
                  href="#"
                  aria-label={`WallArt Studio on ${label}`}
                  className="flex size-10 items-center justify-center rounded-full border border-paper-50/20 text-paper-100 transition-colors hover:border-brass-300 hover:text-brass-200"
                >
                  <Icon className="size-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="About" links={aboutLinks} />
        <LinkColumn title="Support" links={supportLinks} />
        <div>
          <h2 className={columnHeading}>Get Updates</h2>
          <p className="mb-4 text-sm leading-relaxed text-paper-200">New collections, studio stories and mural ideas, once a month.</p>
          <WhenApiClientReady fallback={<div className="h-16" aria-hidden="true" />}>
            <NewsletterForm />
          </WhenApiClientReady>
        </div>
      </Container>
      <div className="border-t border-paper-50/10">
        <Container className="flex flex-col gap-2 py-6 text-xs text-ink-300 sm:flex-row sm:justify-between">
          <p>&copy; {year} WallArt Studio. All rights reserved.</p>
          <p>Printed &amp; painted by hand, designed with you.</p>
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
          <h2 className="text-3xl font-medium sm:text-4xl">Let Us Transform Your Walls</h2>
          <p className="mt-3 leading-relaxed text-paper-100">
            Book a free consultation: a designer visits, measures your space and sketches ideas with you &mdash; no
            obligation.
          </p>
        </div>
        <SectionLink section="contact" className={buttonClasses('outline-light', 'lg', 'shrink-0 self-start md:self-auto')}>
          Contact Us <ArrowRightIcon className="size-4.5" />
        </SectionLink>
      </Container>
    </div>
  );
}

function LinkColumn({ title, links }: { title: string; links: Array<{ label: string; section: LandingSectionId }> }) {
  return (
    <nav aria-label={title}>
      <h2 className={columnHeading}>{title}</h2>
      <ul className="space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <SectionLink section={link.section} className={footerLink}>
              {link.label}
            </SectionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
