import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { SpinnerIcon } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { AgeCaption } from '../age-caption';
import type { AgedPortraits } from './face-rules';

/** The photo as cropped, the portraits (ready or rendering) to choose from, and 'Use this face'. */
export function Results({
  portraits,
  selected,
  onSelect,
  onUse,
  keeping,
  working,
}: {
  portraits: AgedPortraits;
  selected: number;
  onSelect: (i: number) => void;
  onUse: () => void;
  keeping: boolean;
  working: boolean;
}) {
  const { t } = useLingui();
  const { before, results, ages } = portraits;
  const estimatedAge = Math.round(before.estimatedAge);
  const pending = ages.slice(results.length);
  return (
    <div>
      <div className="flex items-center gap-4">
        <img src={before.url} alt={t`Your photo, cropped to the face`} data-testid="aged-before" className="h-20 w-16 rounded-[2px] object-cover shadow-frame" />
        <div>
          <h3 className="font-display text-2xl text-ink-900">
            <Trans>Your portraits</Trans>
          </h3>
          <p className="text-sm text-ink-600">
            <Trans>From a face that looks about {estimatedAge} today.</Trans>
          </p>
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="sr-only">
          <Trans>Choose a portrait</Trans>
        </legend>
        <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4">
          {results.map((result, i) => {
            const isSelected = i === selected;
            return (
              <li key={result.artwork.url}>
                <label
                  className={cn(
                    'block cursor-pointer rounded-[3px] border bg-paper-50 p-2 transition-[border-color,box-shadow] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500',
                    isSelected ? 'border-terracotta-600 shadow-frame ring-2 ring-terracotta-600' : 'border-paper-300 hover:border-ink-300',
                  )}
                >
                  <input type="radio" name="aged-portrait" checked={isSelected} onChange={() => onSelect(i)} className="sr-only" />
                  <img src={result.artwork.url} alt={result.artwork.label} data-testid="aged-result" className="aspect-[4/5] w-full rounded-[2px] object-cover" />
                  <AgeCaption age={result.age} selected={isSelected} />
                </label>
              </li>
            );
          })}
          {pending.map((age) => (
            <li key={`pending-${age}`} className="rounded-[3px] border border-paper-300 bg-paper-50 p-2">
              <div role="status" className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 rounded-[2px] bg-paper-200/70 text-terracotta-600">
                <SpinnerIcon className="size-6" />
                <span className="sr-only">
                  <Trans>Ageing to {age}…</Trans>
                </span>
              </div>
              <span className="mt-2 block px-1 text-sm font-semibold text-ink-500">
                <Trans>Age {age}</Trans>
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button
        variant="ink"
        size="lg"
        className="mt-6"
        onClick={onUse}
        disabled={keeping || (working && !results[selected])}
        aria-busy={keeping || undefined}
      >
        {keeping && <SpinnerIcon className="size-5" />} <Trans>Use this face in Wall Art</Trans>
      </Button>
    </div>
  );
}
