import { useLocation } from 'react-router';
import { WhenApiClientReady } from '../../../components/ui/api-client-ready';
import { Container } from '../../../components/ui/container';
import type { HomeNavigationState } from '../../../config/landing-sections';
import { studioContact } from '../../../config/studio-contact';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './landing-icons';
import { ContactForm } from '../../../components/contact/contact-form';
import { SectionHeading } from './section-heading';

const studioDetails = [
  { Icon: PinIcon, label: 'Studio', value: studioContact.address },
  { Icon: PhoneIcon, label: 'Phone', value: studioContact.phone },
  { Icon: MailIcon, label: 'Email', value: studioContact.email },
  { Icon: ClockIcon, label: 'Hours', value: studioContact.hours },
];

/** The contact section (#contact) with the studio's details and a real contact form. */
export default function ContactSection() {
  const state = useLocation().state as HomeNavigationState | null;
  const suggestedMessage = state?.quoteFor ? `I would like a quote for the ${state.quoteFor} package.` : undefined;
  return (
    <Container className="grid gap-12 py-20 sm:py-28 lg:grid-cols-[0.8fr_1.2fr]">
      <div>
        <SectionHeading id="contact-heading" index="05" eyebrow="Contact" title="Tell us about your wall">
          A free first consultation: we visit, measure and sketch ideas with you. A designer answers every message within
          24 hours.
        </SectionHeading>
        <ul className="mt-10 space-y-5">
          {studioDetails.map(({ Icon, label, value }) => (
            <li key={label} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-terracotta-600/30 text-terracotta-700">
                <Icon className="size-5" />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-[0.16em] text-ink-600 uppercase">{label}</p>
                <p className="mt-0.5 font-semibold text-ink-900">{value}</p>
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
