import { Trans, useLingui } from '@lingui/react/macro';
import { MIN_PRINT_PPI, printReadiness, printSummary, printWarning, type PrintableImage } from '@wallart/shared';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useSharedText } from '../../../lib/shared-text';

/**
 * Issue 11 print readiness, in the picker: how sharp the previewed artwork prints at each canvas
 * size of docs/product/studio.md#artwork-picker (effective pixels per inch), with the warning under 100 PPI. Vector artwork is
 * re-rendered at the print size, so it is ready everywhere.
 */
export function PrintReadinessPanel({ image, className }: { image: PrintableImage; className?: string }) {
  const { t } = useLingui();
  const ts = useSharedText();
  const rows = printReadiness(image);
  const minPpi = MIN_PRINT_PPI;
  const warning = printWarning(image);
  return (
    <section aria-label={t`Print readiness`} data-testid="print-readiness" className={cn('rounded-[3px] border border-paper-300 bg-paper-100 p-4', className)}>
      <p className="eyebrow text-ink-600">
        <Trans>Print readiness</Trans>
      </p>
      <p className="mt-1 text-sm font-semibold text-ink-900">{ts(printSummary(image))}</p>
      <ul className="mt-3 grid grid-cols-3 gap-1.5 text-center">
        {rows.map((row) => (
          <li
            key={row.size}
            className={cn('rounded-[2px] border px-1 py-2', row.ready ? 'border-sage-600/30 bg-sage-400/10' : 'border-danger-700/25 bg-danger-50')}
          >
            <span className="block font-display text-base whitespace-nowrap text-ink-900">
              {row.label}
              <span className="font-sans text-xs text-ink-600"> {t`in`}</span>
            </span>
            <span className={cn('mt-0.5 inline-flex items-center gap-1 text-xs font-semibold', row.ready ? 'text-ink-800' : 'text-danger-700')}>
              {row.ready ? <CheckIcon className="size-3.5 text-sage-600" /> : <AlertIcon className="size-3.5" />}
              {row.ppi === null ? t`Vector` : `${row.ppi} PPI`}
            </span>
          </li>
        ))}
      </ul>
      {warning && (
        <p className="mt-3 text-sm text-danger-700">
          {ts(warning)}. <Trans>Prints look best from {minPpi} pixels per inch.</Trans>
        </p>
      )}
    </section>
  );
}
