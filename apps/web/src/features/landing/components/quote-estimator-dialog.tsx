import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, numberFormat } from '@wallart/shared';
import { useState } from 'react';
import { SectionLink } from '../../../components/layout/section-link';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useSharedText } from '../../../lib/shared-text';
import { estimateQuote } from '../utils/quote-estimate';

/**
 * The portfolio's 'Get Quote' (docs/product/landing.md#portfolio leaves it without an action): an instant estimate from the
 * wall's size with the shared per-square-foot rules of docs/product/cart-and-orders.md#package-selection.
 */
export default function QuoteEstimatorDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const [width, setWidth] = useState('12');
  const [height, setHeight] = useState('9');
  const [walls, setWalls] = useState('1');
  const estimate = estimateQuote({ width: Number(width), height: Number(height), walls: Number(walls) }, locale);
  // English keeps the Canadian grouping it always had ('1,008'); the others their own.
  const area = estimate ? numberFormat(locale === 'en' ? 'en-CA' : locale).format(estimate.sqFt) : '';
  const rate = estimate?.pricePerSqFtCad;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`AI Quote Estimator`}
      description={t`Measure each wall in feet. The estimate uses our per-square-foot rates; a designer confirms it after a free site visit.`}
    >
      <form className="grid grid-cols-2 gap-4" onSubmit={(e) => e.preventDefault()} noValidate>
        <TextField label={t`Width (ft)`} name="width" type="number" inputMode="decimal" min={1} step={0.5} value={width} onChange={(e) => setWidth(e.target.value)} />
        <TextField label={t`Height (ft)`} name="height" type="number" inputMode="decimal" min={1} step={0.5} value={height} onChange={(e) => setHeight(e.target.value)} />
        <TextField
          label={t`Number of walls`}
          name="walls"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={walls}
          onChange={(e) => setWalls(e.target.value)}
          className="col-span-2"
        />
      </form>
      <output aria-live="polite" className="mt-6 block border border-paper-300 bg-paper-100 p-5" data-testid="quote-result">
        {estimate ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <dt className="text-ink-600">
              <Trans>Area</Trans>
            </dt>
            <dd className="text-right font-semibold text-ink-900">
              <Trans>{area} sq ft</Trans>
            </dd>
            <dt className="text-ink-600">
              <Trans>Rate</Trans>
            </dt>
            <dd className="text-right font-semibold text-ink-900">
              <Trans>CAD {rate} / sq ft</Trans>
            </dd>
            <dt className="text-ink-600">
              <Trans>Suggested package</Trans>
            </dt>
            <dd className="text-right font-semibold text-ink-900">{ts(estimate.packageName)}</dd>
            <dt className="border-t border-paper-300 pt-3 font-semibold text-ink-900">
              <Trans>Estimate</Trans>
            </dt>
            <dd className="border-t border-paper-300 pt-3 text-right font-display text-2xl text-terracotta-700">{estimate.estimatedPrice}</dd>
          </dl>
        ) : (
          <p className="text-sm text-ink-700">
            <Trans>Enter a width and height above 0 and a whole number of walls to see an estimate.</Trans>
          </p>
        )}
      </output>
      <SectionLink section="contact" onClick={onClose} className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
        <Trans>Book a free site visit</Trans>
      </SectionLink>
    </Dialog>
  );
}
