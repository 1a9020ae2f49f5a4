import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/ui/dialog';
import { SectionLink } from '../../../components/layout/section-link';
import { buttonClasses } from '../../../components/ui/button-styles';
import type { Service } from '../data/landing-content';
import { srcSet } from '../data/media';
import { ClockIcon } from './landing-icons';
import { CheckList } from '../../../components/ui/check-list';

/** A service's Read More details (docs/product/landing.md#services leaves its behaviour open; ours is this dialog). */
export default function ServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const { i18n } = useLingui();
  const title = i18n._(service.title);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={i18n._(service.summary)}>
      <img
        src={service.image.srcSmall}
        srcSet={srcSet(service.image)}
        sizes="28rem"
        width={service.image.width}
        height={service.image.height}
        alt={i18n._(service.image.alt)}
        className="aspect-[4/3] h-auto w-full border border-paper-300 object-cover"
      />
      <p className="mt-5 text-sm leading-relaxed text-ink-700">{i18n._(service.details)}</p>
      <h3 className="mt-5 font-sans text-xs font-bold tracking-[0.16em] text-ink-700 uppercase">
        <Trans>Included</Trans>
      </h3>
      <CheckList items={service.includes.map((item) => i18n._(item))} className="mt-3 space-y-2" />
      <p className="mt-5 flex items-center gap-2 text-sm text-ink-600">
        <ClockIcon className="size-4.5 text-terracotta-700" /> {i18n._(service.timeline)}
      </p>
      <SectionLink section="contact" onClick={onClose} className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
        <Trans>Ask about {title}</Trans>
      </SectionLink>
    </Dialog>
  );
}
