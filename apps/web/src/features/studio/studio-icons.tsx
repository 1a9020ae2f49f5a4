import { Icon, type IconProps } from '../../components/ui/icon';

/** Line icons of the studio, drawn on the shared 24×24 icon frame. */
export const FaceIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9 10v.01M15 10v.01M8.8 14.6c1.8 1.7 4.6 1.7 6.4 0" />
  </Icon>
);
export const FrameIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="1" />
    <path d="m6.5 16 4-4.5 3 3 2-2 2 3.5" />
    <circle cx="15.5" cy="8.5" r="1.2" />
  </Icon>
);
export const UploadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 15.5V4.5M7.5 9 12 4.5 16.5 9" />
    <path d="M4.5 14.5v4a1 1 0 0 0 1 1h13a1 1 0 0 0 1-1v-4" />
  </Icon>
);
export const PaletteIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5a8.5 8.5 0 1 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.2-1-1.5-1-2.5 0-.9.7-1.6 1.6-1.6h2.1a3 3 0 0 0 3-3C19.5 7 16.2 3.5 12 3.5Z" />
    <path d="M7.5 12v.01M9.5 8v.01M14 7.5v.01" />
  </Icon>
);
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 7h15M9.5 7V4.5h5V7" />
    <path d="M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />
  </Icon>
);
/**
 * Generate's idle icon: a four-pointed star with two glints. Not a ring of rays, which reads as a
 * loading spinner; the real spinner (SpinnerIcon) shows only while the request runs.
 */
export const SparklesIcon = (p: IconProps) => (
  <Icon data-icon="sparkles" {...p}>
    <path d="M10 5.5c.6 4 2 5.4 6 6-4 .6-5.4 2-6 6-.6-4-2-5.4-6-6 4-.6 5.4-2 6-6Z" />
    <path d="M18 3v4M16 5h4M18.5 16v3M17 17.5h3" />
  </Icon>
);
