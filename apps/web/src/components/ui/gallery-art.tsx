import { cn } from '../../lib/cn';

/**
 * An abstract "painting" drawn in SVG: arches, a sun and layered hills in the brand colours.
 * Used where the real artwork and photos have not been chosen yet; it is decoration only.
 */
export function GalleryArt({ className, variant = 'dusk' }: { className?: string; variant?: 'dusk' | 'dawn' }) {
  const sky = variant === 'dusk' ? '#2a2420' : '#ede5d8';
  const sun = variant === 'dusk' ? '#d6b57b' : '#c2643c';
  return (
    <svg viewBox="0 0 300 380" className={cn('block', className)} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="300" height="380" fill={sky} />
      <circle cx="196" cy="118" r="46" fill={sun} />
      <path d="M36 380V196a74 74 0 0 1 148 0v184z" fill="#a84f2b" />
      <path d="M70 380V214a40 40 0 0 1 80 0v166z" fill="#e8a27f" opacity="0.9" />
      <path d="M0 300c60-42 120-42 180-12s90 30 120 8v84H0z" fill="#5d7359" />
      <path d="M0 336c70-24 150-30 210-6 36 14 66 14 90 4v46H0z" fill="#1c1815" opacity="0.85" />
      <path d="M226 380V250h44v130z" fill="#c9a46a" opacity="0.85" />
    </svg>
  );
}
