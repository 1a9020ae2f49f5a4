import { Trans } from '@lingui/react/macro';

// The portraits themselves (aged-portraits.tsx) load once ageing starts: the page's first load is budgeted.

/** Before Generate: the four ages to come, as empty frames. */
export function EmptyResults({ ages }: { ages: number[] }) {
  return (
    <div className="rounded-[3px] bg-paper-200/70 p-6 sm:p-8">
      <h3 className="font-display text-2xl text-ink-900">
        <Trans>Four portraits, four decades</Trans>
      </h3>
      <p className="mt-2 max-w-prose text-sm leading-relaxed text-ink-600">
        <Trans>
          Upload a photo and press Generate: you get the face at the target age and ten, twenty and thirty years on. Pick one and
          hang it in Create Wall Art.
        </Trans>
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {ages.map((age) => (
          <li key={age} className="flex aspect-[4/5] flex-col items-center justify-center rounded-[2px] border border-dashed border-ink-300 bg-paper-100">
            <span className="font-display text-3xl text-ink-600">{age}</span>
            <span className="eyebrow mt-1 text-ink-500">
              <Trans>years</Trans>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

