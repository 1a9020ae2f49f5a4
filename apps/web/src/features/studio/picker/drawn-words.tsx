/**
 * Which of the description's words the artist drew and which it could not (issue 20): never a
 * silent drop. Shown under the variations; nothing when the engine cannot tell (a hosted model
 * draws from the whole sentence).
 */
export function DrawnWords({ drawn, notDrawn }: { drawn: string[] | null | undefined; notDrawn: string[] | null | undefined }) {
  if (!drawn || !notDrawn) return null;
  return (
    <div className="space-y-1">
      <div data-testid="drawn-words" className="space-y-1 rounded-[3px] bg-paper-200/70 px-3 py-2 text-sm text-ink-700">
        <p>
          <span className="font-semibold text-ink-900">Drawn:</span>{' '}
          {drawn.length > 0 ? drawn.join(', ') : 'your colours and mood — name things to see, such as a boat, a cat or mountains'}
        </p>
        {notDrawn.length > 0 && (
          <p>
            <span className="font-semibold text-ink-900">Not drawn:</span> {notDrawn.join(', ')}{' '}
            <span className="text-ink-500">(the artist has no drawing for {notDrawn.length === 1 ? 'this' : 'these'} yet)</span>
          </p>
        )}
      </div>
      {/* The subjects' drawings are Microsoft's Fluent Emoji (MIT licence; decision 035). */}
      <p className="text-xs text-ink-500">Subjects drawn after Fluent Emoji by Microsoft (MIT licence).</p>
    </div>
  );
}
