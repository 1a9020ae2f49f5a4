/** The "or" rule between a form's own submit button and the Google button. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-4 text-xs font-semibold tracking-[0.18em] text-ink-500 uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-ink-900/15" />
      or
      <span className="h-px flex-1 bg-ink-900/15" />
    </div>
  );
}
