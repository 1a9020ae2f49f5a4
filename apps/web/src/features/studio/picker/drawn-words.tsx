import { Plural, Trans, useLingui } from '@lingui/react/macro';

/**
 * Which of the description's words the artist drew and which it could not (issue 20): never a
 * silent drop. Shown under the variations; nothing when the engine cannot tell (a hosted model
 * draws from the whole sentence).
 */
export function DrawnWords({ drawn, notDrawn }: { drawn: string[] | null | undefined; notDrawn: string[] | null | undefined }) {
  const { t } = useLingui();
  if (!drawn || !notDrawn) return null;
  const drawnList = drawn.join(', ');
  const notDrawnList = notDrawn.join(', ');
  const count = notDrawn.length;
  return (
    <div className="space-y-1">
      <div data-testid="drawn-words" className="space-y-1 rounded-[3px] bg-paper-200/70 px-3 py-2 text-sm text-ink-700">
        <p>
          <span className="font-semibold text-ink-900">
            <Trans>Drawn:</Trans>
          </span>{' '}
          {drawn.length > 0 ? drawnList : t`your colours and mood — name things to see, such as a boat, a cat or mountains`}
        </p>
        {notDrawn.length > 0 && (
          <p>
            <span className="font-semibold text-ink-900">
              <Trans>Not drawn:</Trans>
            </span>{' '}
            {notDrawnList}{' '}
            <span className="text-ink-500">
              <Plural value={count} one="(the artist has no drawing for this yet)" other="(the artist has no drawing for these yet)" />
            </span>
          </p>
        )}
      </div>
      {/* The subjects' drawings are Microsoft's Fluent Emoji (MIT licence; decision 035). */}
      <p className="text-xs text-ink-500">
        <Trans>Subjects drawn after Fluent Emoji by Microsoft (MIT licence).</Trans>
      </p>
    </div>
  );
}
