import type { ComponentProps } from 'react';

/** Props of every line icon: any SVG attribute (size through className). */
export type IconProps = ComponentProps<'svg'>;

/**
 * The frame of every icon drawn for this site: a 24×24 grid with a 1.75 stroke in the current
 * colour. Icons are decorative (hidden from assistive technology): label the control instead.
 */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
