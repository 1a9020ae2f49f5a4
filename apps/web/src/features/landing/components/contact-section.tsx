import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { WhenApiClientReady } from '../../../components/ui/api-client-ready';
import { Container } from '../../../components/ui/container';
import type { HomeNavigationState } from '../../../config/landing-sections';
import { studioContact } from '../../../config/studio-contact';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './landing-icons';
import { ContactForm } from '../../../components/contact/contact-form';
import { SectionHeading } from './section-heading';

// The address, phone and email are data; the opening hours are words (studioContact.hours in English).
const studioDetails = [
  { Icon: PinIcon, label: msg`Studio`, value: studioContact.address },
  { Icon: PhoneIcon, label: msg`Phone`, value: studioContact.phone },
  { Icon: MailIcon, label: msg`Email`, value: studioContact.email },
  { Icon: ClockIcon, label: msg`Hours`, value: msg`Mon–Sat, 9:00–18:00` },
];

/** The contact section (#contact) with the studio's details and a real contact form. */
export default function ContactSection() {
  const { t, i18n } = useLingui();
  const state = useLocation().state as HomeNavigationState | null;
  const packageName = state?.quoteFor;
  const suggestedMessage = packageName ? t`I would like a quote for the ${packageName} package.` : undefined;
  return (
    <Container className="grid gap-12 py-20 sm:py-28 lg:grid-cols-[0.8fr_1.2fr]">
      <div>
        <SectionHeading id="contact-heading" index="05" eyebrow={t`Contact`} title={t`Tell us about your wall`}>
          <Trans>
            A free first consultation: we visit, measure and sketch ideas with you. A designer answers every message
            within 24 hours.
          </Trans>
        </SectionHeading>
        <ul className="mt-10 space-y-5">
          {studioDetails.map(({ Icon, label, value }) => (
            <li key={label.id} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-terracotta-600/30 text-terracotta-700">
                <Icon className="size-5" />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-[0.16em] text-ink-600 uppercase">{i18n._(label)}</p>
                <p className="mt-0.5 font-semibold text-ink-900">{typeof value === 'string' ? value : i18n._(value)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <WhenApiClientReady fallback={<div className="frame h-[30rem]" aria-hidden="true" />}>
        <ContactForm suggestedMessage={suggestedMessage} />
      </WhenApiClientReady>
    </Container>
  );
}
