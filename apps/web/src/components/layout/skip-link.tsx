/** The first stop for keyboard users: jumps past the header to the page content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-[3px] bg-ink-900 px-4 py-3 text-sm font-semibold text-paper-50 transition-transform focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
